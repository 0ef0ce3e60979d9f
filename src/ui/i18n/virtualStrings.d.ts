// The two halves of en.json that scripts/vite/firstScreenStrings.ts serves (cut by firstScreenSections.ts).
declare module 'virtual:first-screen-strings' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module 'virtual:more-strings' {
  const strings: Record<string, unknown>;
  export default strings;
}
