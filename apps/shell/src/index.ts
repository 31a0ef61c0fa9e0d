// Module Federation needs one asynchronous boundary before shared modules are used.
// Named so the built index.html can announce its files (preload) instead of the browser finding
// them only once this file has run.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
