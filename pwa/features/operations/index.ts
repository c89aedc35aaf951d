// Screens that act on items by scanning serials; each queues offline actions. The router loads each screen from its
// own file, one chunk each.
// What other screens that queue actions use: the check before queueing, and what the device saw of an item.
export { precheck } from './precheck';
export { seenOf } from './scanQueue';
// The server's answer to an action, worded in the page's language.
export { noteWords, refusalWords } from './answerWords';
