// The search index loads on first use of search, not with the page.
//
// Why: Material requests search/search_index.json (every lesson's text: megabytes for a full
// course) as soon as any page opens, and most readers, many on mobile data, never search. This
// script runs before Material's bundle (overrides/main.html puts it in <head>) and holds that one
// request: Material's XMLHttpRequest is opened as usual, but its send() waits until the reader
// shows intent to search (focus, click or input on the search box, a press on a search button,
// or a key Material opens search with: / s f). Material shows "initialising search" meanwhile and
// runs the query typed so far once the index arrives. Every other request passes through as it is.
// Self-hosted, no dependencies, no inline script (the page's Content-Security-Policy allows 'self').
(function () {
  "use strict";

  var INDEX = /\/search\/search_index\.json$/;
  var SEARCH_BOX = '[data-md-component="search-query"]';
  var SEARCH_BUTTON = 'label[for="__search"], ' + SEARCH_BOX;
  var KEYS = ["/", "s", "f"]; // Material's own shortcuts: they focus the search box

  var proto = XMLHttpRequest.prototype;
  var open = proto.open;
  var send = proto.send;
  var marked = typeof WeakSet === "function" ? new WeakSet() : null;
  var held = [];
  var released = false;

  function isIndex(method, url) {
    if (String(method).toUpperCase() !== "GET") return false;
    try {
      return INDEX.test(new URL(String(url), document.baseURI).pathname);
    } catch (e) {
      return false;
    }
  }

  if (!marked) return; // a browser without WeakSet: leave Material's loading as it is

  proto.open = function (method, url) {
    if (isIndex(method, url)) marked.add(this);
    else marked.delete(this); // an object reopened for another URL
    return open.apply(this, arguments);
  };

  proto.send = function () {
    if (!released && marked.has(this)) {
      held.push([this, arguments]);
      return undefined;
    }
    return send.apply(this, arguments);
  };

  function release() {
    if (released) return;
    released = true;
    for (var i = 0; i < EVENTS.length; i++) {
      document.removeEventListener(EVENTS[i][0], EVENTS[i][1], true);
    }
    var waiting = held.splice(0, held.length);
    for (var j = 0; j < waiting.length; j++) send.apply(waiting[j][0], waiting[j][1]);
  }

  function on(selector) {
    return function (event) {
      var target = event.target;
      if (target && target.closest && target.closest(selector)) release();
    };
  }

  function editable(el) {
    if (!el || !el.tagName) return false;
    var tag = el.tagName.toLowerCase();
    return tag === "input" || tag === "textarea" || tag === "select" || el.isContentEditable;
  }

  function onKey(event) {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    if (KEYS.indexOf(event.key) >= 0 && !editable(event.target)) release();
  }

  // Capture phase on the document: seen before Material's own handlers, whatever they stop.
  var EVENTS = [
    ["focusin", on(SEARCH_BOX)],
    ["input", on(SEARCH_BOX)],
    ["pointerdown", on(SEARCH_BUTTON)],
    ["click", on(SEARCH_BUTTON)],
    ["keydown", onKey],
  ];
  for (var k = 0; k < EVENTS.length; k++) document.addEventListener(EVENTS[k][0], EVENTS[k][1], true);

  // A search box focused before this script could listen (autofocus, a restored page) counts too.
  document.addEventListener("DOMContentLoaded", function () {
    var active = document.activeElement;
    if (active && active.matches && active.matches(SEARCH_BOX)) release();
  });
})();
