/**
 * Gives every styled component a class name of its own that does not depend on load order.
 * styled-components names a component after a counter of the components created before it, so
 * the same component gets another class on the server (one bundle, every page at once) than in
 * the browser (the shell, then a remote's chunks as they load), and a server-rendered page would
 * not hydrate. Each `const X = styled.tag` / `styled(Y)` gets `.withConfig({ componentId })` from
 * a hash of its file (from the workspace root) and its name, as styled-components' own Babel and
 * SWC plugins do. It runs on swc's output (TypeScript gone). CommonJS: rspack loads loaders with
 * plain `require`.
 */
const { createHash } = require('node:crypto');
const { relative, sep } = require('node:path');

const declaration = /\b((?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*styled(?:\.[A-Za-z][\w]*|\([A-Za-z_$][\w$.]*\)))/g;

module.exports = function styledComponentIds(source) {
  if (!source.includes('styled')) return source;
  const file = relative(this.getOptions().workspaceRoot, this.resourcePath).split(sep).join('/');
  return source.replace(declaration, (whole, start, name) => {
    const id = createHash('sha256').update(`${file}:${name}`).digest('base64url').replace(/[-_]/g, '').slice(0, 7);
    return `${start}.withConfig({componentId:"sc-${id}"})`;
  });
};
