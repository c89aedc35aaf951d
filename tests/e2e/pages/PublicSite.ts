import { AppShell } from './AppShell';

/** The public club site: cards, like button, contact modal, branch changer, countdown. */
export class PublicSite extends AppShell {
  /** Waits until the page's data has arrived (cards, empty results or a detail heading). */
  async ready() {
    await this.page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  }

  cardTitles() {
    return this.page.locator('[data-testid="card-grid"] h2').allTextContents();
  }

  likeButton() {
    return this.page.getByTestId('like-button');
  }

  async likesCount(): Promise<string> {
    return (await this.page.getByTestId('likes-count').textContent()) ?? '';
  }

  viewsCount() {
    return this.page.getByTestId('views-count').textContent();
  }

  branchSelect() {
    // The header has one for wide screens (and the drawer one for narrow ones).
    return this.page.getByTestId('branch-select').first();
  }

  countdownSeconds() {
    return this.page.getByTestId('countdown').first().getAttribute('data-seconds');
  }

  emailUs() {
    return this.page.getByTestId('email-us');
  }

  contactDialog() {
    return this.page.getByRole('dialog');
  }

  contactField(name: 'name' | 'email' | 'companyName' | 'companyEmail' | 'phoneNumber' | 'message') {
    return this.contactDialog().locator(`[name="${name}"]`);
  }

  contactSubmit() {
    return this.contactDialog().locator('button[type="submit"]');
  }

  contactError() {
    return this.page.getByTestId('contact-error');
  }

  contactThanks() {
    return this.page.getByTestId('contact-thanks');
  }
}
