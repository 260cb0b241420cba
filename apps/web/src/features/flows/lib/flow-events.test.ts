import { describe, expect, it } from 'vitest';
import { flowStartEvents } from './flow-events';

describe('flowStartEvents', () => {
  it('start every form, and underwriting with its interview', () => {
    expect(flowStartEvents('insurance-profile')).toEqual(['form_start']);
    expect(flowStartEvents('underwriting-interview')).toEqual(['form_start', 'underwriting_start']);
  });
});
