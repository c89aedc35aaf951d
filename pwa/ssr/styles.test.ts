import { describe, expect, it } from 'vitest';
import { pageStyles } from './styles';

// What emotion's server cache holds after a render: `inserted` in insertion order, classes also in `registered`.
function cacheOf(inserted: Array<[id: string, css: string, kind?: 'global']>) {
  return {
    key: 'css',
    inserted: Object.fromEntries(inserted.map(([id, css]) => [id, css])),
    registered: Object.fromEntries(inserted.filter(([, , kind]) => kind !== 'global').map(([id]) => [`css-${id}`, ''])),
  };
}

const page = (content: string, footer = '<footer class="css-foot"><p class="css-note">©</p></footer>') =>
  `<div class="css-frame"><header class="css-head"><a class="chakra-link css-logo">Aqua</a></header>` +
  `<main id="main" class="css-main">${content}</main>${footer}</div>`;

describe('pageStyles', () => {
  it('shares the global styles and the layout’s, keeps the page’s, and tells hydration what the stylesheet holds', () => {
    const styles = pageStyles(
      cacheOf([
        ['order', '@layer reset,base;', 'global'],
        ['reset', '@layer reset{*{margin:0}}', 'global'],
        ['frame', '.css-frame{display:flex}'],
        ['head', '.css-head{top:0}'],
        // A style given to no element (a Button's under asChild), before <main>: the layout's.
        ['unused', '.css-unused{color:red}'],
        ['logo', '.css-logo{gap:1px}'],
        ['main', '.css-main{flex:1}'],
        ['card', '.css-card{padding:4px}'],
        // After <main>'s, a style in no markup is the page's.
        ['late', '.css-late{color:blue}'],
        ['note', '.css-note{font-size:80%}'],
        ['foot', '.css-foot{border:0}'],
      ]),
      page('<div class="css-card">news</div>'),
    );
    expect(styles.shared).toBe(
      '@layer reset,base;@layer reset{*{margin:0}}.css-frame{display:flex}.css-head{top:0}.css-unused{color:red}' +
        '.css-logo{gap:1px}.css-foot{border:0}.css-note{font-size:80%}',
    );
    expect(styles.tags).toBe(
      '<style data-emotion="css-global order"></style><style data-emotion="css-global reset"></style>' +
        '<style data-emotion="css frame head unused logo main card late note foot">.css-main{flex:1}.css-card{padding:4px}.css-late{color:blue}</style>',
    );
  });

  it('gives every page the same stylesheet, whichever footer class its content used first', () => {
    const layout: Array<[string, string]> = [
      ['frame', '.css-frame{display:flex}'],
      ['head', '.css-head{top:0}'],
      ['logo', '.css-logo{gap:1px}'],
      ['main', '.css-main{flex:1}'],
    ];
    const plain = pageStyles(
      cacheOf([...layout, ['foot', '.css-foot{border:0}'], ['note', '.css-note{font-size:80%}']]),
      page('<p>text</p>'),
    );
    const usingNote = pageStyles(
      cacheOf([...layout, ['note', '.css-note{font-size:80%}'], ['foot', '.css-foot{border:0}']]),
      page('<p class="css-note">text</p>'),
    );
    expect(usingNote.shared).toBe(plain.shared);
    expect(usingNote.tags).toBe('<style data-emotion="css frame head logo main note foot">.css-main{flex:1}</style>');
  });

  it('keeps every class rule in the page when there is no <main>', () => {
    const styles = pageStyles(cacheOf([['box', '.css-box{margin:0}']]), '<div class="css-box">shell</div>');
    expect(styles).toEqual({ shared: '', tags: '<style data-emotion="css box">.css-box{margin:0}</style>' });
  });
});
