/** Milliseconds since the epoch. Adapters convert stored timestamps to this at the boundary. */
export type Millis = number;
