import type { Locator, Page } from 'playwright-core';

/**
 * An autocomplete picker (spec §7: outlets, places, catalog entries, accounts):
 * a combobox typed into, its suggestions a listbox of options.
 */
export class Picker {
  constructor(
    readonly page: Page,
    readonly input: Locator,
  ) {}

  /** The picker a label names (role combobox), within `scope` (the page by default). */
  static labelled(page: Page, name: string | RegExp, scope: Page | Locator = page): Picker {
    return new Picker(page, scope.getByRole('combobox', { name }));
  }

  /** The suggestions shown now. */
  options(): Locator {
    return this.page.getByRole('listbox').getByRole('option');
  }

  /** Types part of a name and chooses the suggestion named `option` (waiting `timeout` for it: a server search, a list still loading). */
  async pick(typed: string, option: string | RegExp, timeout = 10_000): Promise<void> {
    await this.input.click();
    await this.input.fill(typed);
    const choice = this.options().filter({ hasText: option });
    await choice.first().waitFor({ timeout });
    await choice.first().click();
    await this.page.getByRole('listbox').waitFor({ state: 'hidden' });
  }

  /** The text the input shows. */
  value(): Promise<string> {
    return this.input.inputValue();
  }
}
