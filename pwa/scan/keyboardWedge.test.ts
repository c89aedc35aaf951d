import { describe, expect, it } from 'vitest';
import { classifyTyping } from './keyboardWedge';

describe('classifyTyping', () => {
  it('sees a scanner in fast, even typing', () => {
    expect(classifyTyping([0, 8, 16, 25, 33, 41, 50])).toBe('scanner');
  });
  it('sees a person in slow typing, or in very short input', () => {
    expect(classifyTyping([0, 180, 350, 600])).toBe('manual');
    expect(classifyTyping([0, 5])).toBe('manual');
  });
  it('is not fooled by one slow gap in a fast burst', () => {
    expect(classifyTyping([0, 10, 20, 300, 310, 320])).toBe('scanner');
  });
});
