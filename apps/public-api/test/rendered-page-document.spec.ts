import { renderedDataElementId } from '@jobboard/contracts';
import { renderPageDocument, withRenderedPage } from '../src/domain/seo/rendered-documents';

const shellPage = '<!doctype html><html lang="en"><head><title>Real Opportunities</title></head><body><div id="root"></div></body></html>';

describe('a server-rendered page document', () => {
  it('puts the page into the root, its styles into the head and its answers after the root, where no text can close the script', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const document = withRenderedPage(shellPage, {
      html: '<main><h1>Forklift Operator</h1></main>',
      styleTag: '<style data-rendered-styles data-styled="true">h1{color:red}</style>',
      data: { '/api/jobs': { items: [{ title: hostile }] } },
    });
    expect(document).toContain('<style data-rendered-styles data-styled="true">h1{color:red}</style></head>');
    expect(document).toContain('<div id="root"><main><h1>Forklift Operator</h1></main></div>');
    const script = new RegExp(`<script type="application/json" id="${renderedDataElementId}">([\\s\\S]*?)</script>`).exec(document);
    // The only closing tag of the data is its own: the hostile text is escaped inside it.
    expect(document.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script?.[1] ?? 'null')).toEqual({ '/api/jobs': { items: [{ title: hostile }] } });
  });

  it("gives a page of the shell its own title, escaped", () => {
    expect(renderPageDocument(shellPage, 'Find Jobs <& more> · Real Opportunities').body).toContain(
      '<title>Find Jobs &lt;&amp; more&gt; · Real Opportunities</title>',
    );
  });
});
