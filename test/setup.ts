import 'reflect-metadata';
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/dom';

// findBy* and waitFor wait for something that does happen; only a failing test waits the whole
// time. A lazy screen's first import is transformed on demand, which on a loaded 2-core CI machine
// took longer than the library's 1 s default (AddressSetupScreen, CI of 2026-11-25).
configure({ asyncUtilTimeout: 10_000 });
