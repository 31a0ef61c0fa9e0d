// Module Federation needs one asynchronous boundary before shared modules are used.
void import('./bootstrap');
