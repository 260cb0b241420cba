// The html of a text item, kept to the tags the protocol allows (b, i, em, strong, a[href], br, p, ul, ol, li).
// The server sanitises it already; the browser does it again before it touches the DOM, so a bad definition
// can never run script here. Links leaving the app open in a new tab.
const ALLOWED = new Set(['B', 'I', 'EM', 'STRONG', 'A', 'BR', 'P', 'UL', 'OL', 'LI']);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/))/i;

function clean(node: Node, into: Node, document: Document): void {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(document.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const element = child as Element;
      if (!ALLOWED.has(element.tagName)) {
        // Unknown wrappers keep their text; script and style lose everything.
        if (!['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'TEMPLATE'].includes(element.tagName))
          clean(element, into, document);
        continue;
      }
      const copy = document.createElement(element.tagName.toLowerCase());
      if (element.tagName === 'A') {
        const href = element.getAttribute('href')?.trim() ?? '';
        if (SAFE_HREF.test(href)) {
          copy.setAttribute('href', href);
          if (/^https?:/i.test(href)) {
            copy.setAttribute('target', '_blank');
            copy.setAttribute('rel', 'noopener noreferrer');
          }
        }
      }
      clean(element, copy, document);
      into.appendChild(copy);
    }
  }
}

export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const container = parsed.createElement('div');
  clean(parsed.body, container, parsed);
  return container.innerHTML;
}
