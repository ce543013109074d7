// The legacy page's script: mounts and unmounts the Atrium chat through window.AtriumChat
// (defined by /assets/chat-loader.js).
(function () {
  'use strict';
  var form = document.getElementById('chat-controls');
  var tokenInput = document.getElementById('chat-token');
  var unmountButton = document.getElementById('chat-unmount');
  var mountButton = document.getElementById('chat-mount');
  var status = document.getElementById('chat-status');
  var container = document.getElementById('chat-container');
  var handle = null;

  function show(text) {
    status.textContent = text;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (handle) return;
    mountButton.disabled = true;
    show('Loading chat…');
    window.AtriumChat.mount(container, { token: tokenInput.value.trim() || undefined }).then(
      function (mounted) {
        handle = mounted;
        unmountButton.disabled = false;
        show('Chat mounted');
      },
      function (error) {
        mountButton.disabled = false;
        show(error && error.message ? error.message : String(error));
      },
    );
  });

  unmountButton.addEventListener('click', function () {
    if (!handle) return;
    var current = handle;
    handle = null;
    unmountButton.disabled = true;
    current.unmount().then(function () {
      mountButton.disabled = false;
      show('Chat unmounted');
    });
  });
})();
