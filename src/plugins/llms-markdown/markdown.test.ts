import { describe, it, test } from 'node:test';
import assert from 'node:assert/strict';
import { demoteHeadings, pageMdast, stringify } from './markdown';

const siteUrl = 'https://docs.zkp2p.xyz';
const options = { pageUrl: `${siteUrl}/guides/for-buyers/`, siteUrl };

/** The Markdown of a doc page whose article holds `body`, as the theme writes it. */
const markdownOf = (body: string): string =>
  stringify(
    pageMdast(
      `<!doctype html><html><body><nav><a href="/">Home</a></nav><article><div class="theme-doc-markdown markdown"><header><h1>For buyers</h1></header>${body}</div></article><footer>Footer</footer></body></html>`,
      options,
    ),
  );

describe('pageMdast', () => {
  const cases: [string, string, string][] = [
    [
      'keeps the article only, without its title, heading anchors and React markers',
      '<p>The fee was <!-- -->0%<!-- -->.</p><h2 class="anchor" id="fees">Fees<a href="#fees" class="hash-link" aria-label="Direct link to Fees">\u200b</a></h2>',
      'The fee was 0%.\n\n## Fees\n',
    ],
    [
      'makes links and images absolute, and links into the site canonical',
      '<p><a href="/guides/privacy-safety/">Safety</a> <a href="#fees">fees</a> <a href="https://zkp2p.xyz">app</a> <a href="mailto:team@zkp2p.xyz">mail</a> <img src="/assets/images/flow.svg" alt="Flow"></p>',
      '[Safety](https://docs.zkp2p.xyz/guides/privacy-safety) [fees](https://docs.zkp2p.xyz/guides/for-buyers#fees) [app](https://zkp2p.xyz) [mail](mailto:team@zkp2p.xyz) ![Flow](https://docs.zkp2p.xyz/assets/images/flow.svg)\n',
    ],
    [
      'drops what only works on screen: buttons, icons, hidden parts, tooltips, ignored parts',
      '<p>Pay <button>Copy</button><svg><path d="M0"/></svg><span aria-hidden="true">decoration</span><span role="tooltip">a definition</span><span data-mdast="ignore">skip</span>now.</p>',
      'Pay now.\n',
    ],
    [
      'keeps a picture that sits in a button (a diagram that enlarges on click)',
      '<p><button type="button" aria-label="Enlarge diagram: Flow"><img src="/assets/images/flow.svg" alt="Flow"></button></p>',
      '![Flow](https://docs.zkp2p.xyz/assets/images/flow.svg)\n',
    ],
    [
      'keeps a code block with its language and title, without its copy button',
      '<div class="theme-code-block language-ts block"><div class="title">src/link.ts</div><div><pre class="prism-code language-ts"><button type="button">Copy</button><code><span class="token keyword">const</span> a = 1;\nconst b = 2;\n</code></pre></div></div><div class="theme-code-block language-text"><div><pre><code>plain</code></pre></div></div>',
      '```ts title="src/link.ts"\nconst a = 1;\nconst b = 2;\n```\n\n```\nplain\n```\n',
    ],
    [
      'turns an admonition into a quote under its title',
      '<div class="theme-admonition theme-admonition-tip alert"><div class="heading"><span class="icon"><svg></svg></span>tip</div><div class="content"><p>Start small.</p></div></div>',
      '> **Tip**\n>\n> Start small.\n',
    ],
    [
      'writes every tab, hidden ones too, under its label',
      '<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">npm</li><li role="tab">Yarn</li></ul><div><div role="tabpanel"><p>npm i viem</p></div><div role="tabpanel" hidden><p>yarn add viem</p></div></div></div>',
      '**npm**\n\nnpm i viem\n\n**Yarn**\n\nyarn add viem\n',
    ],
    [
      'puts a table caption above the table and keeps cell parts apart',
      '<table><caption>V3 on <!-- -->Base</caption><thead><tr><th>Name</th><th>Address</th><th>Currencies</th></tr></thead><tbody><tr><th><span>Escrow</span><span>Holds deposits.</span></th><td><code>0x2f</code><span><button>Copy</button><a href="https://basescan.org/address/0x2f">View</a><span role="status"></span></span></td><td><span><abbr>AUD</abbr></span><span>, <abbr>CAD</abbr></span></td></tr></tbody></table>',
      'V3 on Base\n\n| Name | Address | Currencies |\n| - | - | - |\n| Escrow — Holds deposits. | `0x2f` — [View](https://basescan.org/address/0x2f) | AUD, CAD |\n',
    ],
    [
      'keeps a list in a table cell inside its row, item after item',
      '<table><thead><tr><th>App</th><th>Good to know</th></tr></thead><tbody><tr><th>Venmo</th><td><ul><li>Can be reversed.</li><li>Plus tier or higher</li><li><p>Limits apply</p></li></ul></td></tr><tr><th>Wise</th><td><ul><li>Instant.</li></ul></td></tr></tbody></table>',
      '| App | Good to know |\n| - | - |\n| Venmo | Can be reversed. Plus tier or higher; Limits apply |\n| Wise | Instant. |\n',
    ],
    [
      'shows the value a form field holds, never its placeholder',
      '<p><label>Deposit (USDC)</label><input type="text" value="5,000"></p><p><label>Referrer</label><input type="text" value="" placeholder="Acme Wallet"></p>',
      'Deposit (USDC): 5,000\n\nReferrer\n',
    ],
  ];
  for (const [name, body, expected] of cases) {
    it(name, () => assert.equal(markdownOf(body), expected));
  }

  it('reads a blog post article too', () => {
    const html =
      '<article><header><h1>Post</h1></header><div id="__blog-post-container" class="markdown"><p>Hi.</p></div></article>';
    assert.equal(stringify(pageMdast(html, options)), 'Hi.\n');
  });

  it('fails on a page without an article', () => {
    assert.throws(() => pageMdast('<main><p>Hi</p></main>', options), /has no article/);
  });
});

test('demoteHeadings moves headings down without going past level 6, and leaves the tree it was given alone', () => {
  const tree = pageMdast('<div class="theme-doc-markdown"><h2>Two</h2><h6>Six</h6></div>', options);
  assert.equal(stringify(demoteHeadings(tree, 1)), '### Two\n\n###### Six\n');
  assert.equal(stringify(tree), '## Two\n\n###### Six\n');
});
