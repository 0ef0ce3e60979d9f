import { describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { ChunkLoadError } from '../../../src/ui/app/ChunkLoadError';
import { classifyFailure } from '../../../src/ui/app/classifyFailure';

describe('classifyFailure (SPEC section 8, Screens)', () => {
  it('shows the offline screen for network errors and for load errors while offline', () => {
    expect(classifyFailure(new DataFaultError('network'), true)).toBe('offline');
    expect(classifyFailure(new ChunkLoadError('failed'), false)).toBe('offline');
    expect(classifyFailure(new DataFaultError('timeout'), false)).toBe('offline');
  });

  it('shows the connection-error screen for other load errors', () => {
    expect(classifyFailure(new ChunkLoadError('failed'), true)).toBe('connection');
    expect(classifyFailure(new ChunkLoadError('timeout'), true)).toBe('connection');
    expect(classifyFailure(new DataFaultError('permission'), true)).toBe('connection');
  });

  it('treats anything else as a render error', () => {
    expect(classifyFailure(new TypeError('x is undefined'), true)).toBe('render');
    expect(classifyFailure(new Error('boom'), false)).toBe('render');
  });
});
