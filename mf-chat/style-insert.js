// style-loader `insert` for mf-chat: a lazy style tag goes where its user says (`sheet.use({ target })`),
// a shadow root when the chat is embedded in a legacy page, the document head otherwise.
/* eslint-env browser */
module.exports = function insertChatStyle(element, options) {
  const target = (options && options.target) || document.head;
  target.appendChild(element);
};
