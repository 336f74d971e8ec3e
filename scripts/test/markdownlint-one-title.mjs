/**
 * A markdownlint rule: a page has one title, its H1 or the `title` of its
 * front matter, never both and never two H1s. The stock rule (MD025) counts an
 * H1 as the title only when it opens the file, which an MDX page's `import`
 * lines never let it do, so it would skip every page that uses a component.
 * Only headings outside lists and quotes count, as in MD025.
 */

/** The level of an ATX (`# Title`) or setext (`Title` over `===`) heading token. */
function headingLevel(token) {
  if (token.type === 'atxHeading') {
    return token.children.find((child) => child.type === 'atxHeadingSequence')?.text.length;
  }
  return token.children
    .find((child) => child.type === 'setextHeadingLine')
    ?.text.trim()
    .startsWith('=')
    ? 1
    : 2;
}

/** @type {import('markdownlint').Rule} */
const oneTitle = {
  names: ['one-title'],
  description: 'A page has one title: one H1, or a front matter title and no H1',
  tags: ['headings'],
  parser: 'micromark',
  function(params, onError) {
    const titles = params.parsers.micromark.tokens.filter(
      (token) => (token.type === 'atxHeading' || token.type === 'setextHeading') && headingLevel(token) === 1,
    );
    const frontMatterTitle = params.frontMatterLines.some((line) => /^\s*title\s*:/.test(line));
    for (const heading of titles.slice(frontMatterTitle ? 0 : 1)) {
      onError({
        lineNumber: heading.startLine,
        detail: frontMatterTitle ? 'The front matter already sets the title.' : 'The page already has an H1.',
        context: heading.text.split('\n')[0],
      });
    }
  },
};

export default oneTitle;
