import { describe, expect, it } from 'vitest';
import { THEME_NAMES, THEMES } from '../../shared/themes';
import { createAppSystem } from './theme';

describe('createAppSystem', () => {
  it.each(THEME_NAMES)('puts the %s scale in the brand palette', (name) => {
    const system = createAppSystem(name);
    expect(system.token('colors.brand.500')).toBe(THEMES[name].scale[500]);
    expect(system.token('colors.brand.950')).toBe(THEMES[name].scale[950]);
  });

  it('uses astronaut-blue for an unknown theme', () => {
    expect(createAppSystem('pink').token('colors.brand.700')).toBe(THEMES['astronaut-blue'].scale[700]);
  });
});
