// No asynchronous boundary: Module Federation needs one before a shared module is used only
// when that module may come from another container. The shell provides every shared module the
// first view uses, built in (`eager`), so the page starts from this one file instead of waiting
// for it to ask for the next ones.
import './bootstrap';
