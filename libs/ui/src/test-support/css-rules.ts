/**
 * The declarations of the stylesheet rules inside `@media` blocks that match an element (jsdom's
 * computed style leaves media rules out). Later rules win, as in the cascade.
 */
export const phoneStyleOf = (element: Element): Record<string, string> => {
  const declarations: Record<string, string> = {};
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.media.mediaText.includes('max-width')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule) || !element.matches(inner.selectorText)) continue;
        for (const property of Array.from(inner.style)) declarations[property] = inner.style.getPropertyValue(property);
      }
    }
  }
  return declarations;
};
