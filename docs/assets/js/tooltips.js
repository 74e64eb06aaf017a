/* Pathshala: the tooltip of a glossary term, a claim or any titled element in a page's text,
   shown when a reader points at it, focuses it (Tab) or taps it, and hidden with Escape.

   Why not Material's own (the theme's `content.tooltips` feature): it set up every titled
   element of a page when the page loaded, each with its own listeners and timers: on lesson
   ০৮, 349 glossary terms took 0.7 s of a phone's main thread before the reader could scroll.
   Here a handful of listeners on the document serve every element, and nothing is done until
   a reader reaches one. It draws Material's tooltip (the same classes, so the same look and
   placement: below the element, centred on it), with the title as text, never as markup.
   While it shows, the element's title moves into the tooltip (so the browser does not show
   its own as well) and the element is described by it (aria-describedby). On a phone (issue 38) the
   text is body-sized (pathshala.css), the tooltip opens above an element near the bottom of the
   screen instead of running off it, and a second tap on the element closes it. */
(function () {
  "use strict";

  var HOSTS = "article [title], article [data-ps-title]";
  var ID = "ps-tooltip";
  var tip = null;
  var inner = null;
  var host = null;
  var hideTimer = 0;

  function node() {
    if (!tip) {
      tip = document.createElement("div");
      tip.className = "md-tooltip2 md-tooltip2--bottom";
      tip.id = ID;
      tip.setAttribute("role", "tooltip");
      inner = document.createElement("div");
      inner.className = "md-tooltip2__inner md-typeset";
      tip.appendChild(inner);
      document.body.appendChild(tip);
      // A pointer that moves onto the tooltip keeps it open, as Material's does.
      tip.addEventListener("mouseenter", function () { window.clearTimeout(hideTimer); });
      tip.addEventListener("mouseleave", function () { later(); });
    }
    return tip;
  }

  function titleOf(el) {
    return el.getAttribute("title") || el.getAttribute("data-ps-title") || "";
  }

  function show(el) {
    window.clearTimeout(hideTimer);
    if (el === host) return;
    hide();
    var text = titleOf(el).trim();
    if (!text) return;
    host = el;
    if (el.hasAttribute("title")) {
      el.setAttribute("data-ps-title", el.getAttribute("title"));
      el.removeAttribute("title");
    }
    node();
    inner.textContent = text;
    var rect = el.getBoundingClientRect();
    tip.style.setProperty("--md-tooltip-host-x", rect.x + window.scrollX + "px");
    tip.style.setProperty("--md-tooltip-host-y", rect.y + window.scrollY + "px");
    tip.style.setProperty("--md-tooltip-x", rect.width / 2 + "px");
    tip.style.setProperty("--md-tooltip-y", 8 + rect.height + "px");
    tip.style.setProperty("--md-tooltip-tail", "0px");
    tip.style.removeProperty("--md-tooltip-width");
    tip.style.setProperty("--md-tooltip-width", inner.offsetWidth + "px");
    // Below the element, unless that runs off the bottom of the screen and above has room: then above.
    var height = inner.offsetHeight;
    var above = rect.bottom + 8 + height > window.innerHeight && rect.top - 8 - height >= 0;
    tip.classList.toggle("md-tooltip2--top", above);
    tip.classList.toggle("md-tooltip2--bottom", !above);
    tip.style.setProperty("--md-tooltip-y", (above ? -(8 + height) : 8 + rect.height) + "px");
    el.setAttribute("aria-describedby", ID);
    // next frame: the transition Material's stylesheet gives an appearing tooltip
    window.requestAnimationFrame(function () {
      if (host === el) tip.classList.add("md-tooltip2--active");
    });
  }

  function hide() {
    window.clearTimeout(hideTimer);
    if (!host) return;
    if (host.hasAttribute("data-ps-title")) {
      host.setAttribute("title", host.getAttribute("data-ps-title"));
      host.removeAttribute("data-ps-title");
    }
    if (host.getAttribute("aria-describedby") === ID) host.removeAttribute("aria-describedby");
    host = null;
    if (tip) tip.classList.remove("md-tooltip2--active");
  }

  function later() {
    window.clearTimeout(hideTimer);
    hideTimer = window.setTimeout(hide, 250);
  }

  function hostOf(target) {
    return target && target.closest ? target.closest(HOSTS) : null;
  }

  document.addEventListener("mouseover", function (event) {
    var el = hostOf(event.target);
    if (el) show(el);
  });
  document.addEventListener("mouseout", function (event) {
    var el = hostOf(event.target);
    if (el && el === host && !el.contains(event.relatedTarget)) later();
  });
  document.addEventListener("focusin", function (event) {
    var el = hostOf(event.target);
    if (el) show(el);
    else if (host) hide();
  });
  document.addEventListener("focusout", function (event) {
    if (host && event.target === host) later();
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && host) hide();
  });
  // A second tap on the element that shows the tooltip closes it (the first tap opened it, through
  // focus or the pointer); a tap anywhere else moves focus away, which closes it too.
  var tappedOpen = null;
  document.addEventListener("pointerdown", function (event) {
    var el = hostOf(event.target);
    tappedOpen = el && el === host ? el : null;
  });
  document.addEventListener("click", function (event) {
    var el = hostOf(event.target);
    if (el && el === tappedOpen && el === host) hide();
    tappedOpen = null;
  });
})();
