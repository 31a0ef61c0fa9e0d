/**
 * A loader for react-router's production build, so that the bundler can leave out the components
 * nothing uses (`<Form>` and its submission code, route-module prefetching): every first view
 * downloaded them. Two things kept them:
 * - its top-level `X.displayName = "…";` statements, which only name components in React's
 *   developer tools, but an assignment is a side effect: they are dropped;
 * - `var X = React.forwardRef(…)` and `React.createContext(…)` at the top level are calls the
 *   minifier cannot prove free of side effects: they are marked pure, as React's own are.
 * CommonJS because rspack loads loaders with plain `require`.
 */
module.exports = function markUnusedComponentsRemovable(source) {
  return source
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext)\()/gm, '$1/* @__PURE__ */ $2');
};
