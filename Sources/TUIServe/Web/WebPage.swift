/// The one page `serve --web` serves, its style and script inside it (nothing from another
/// site, no file read from disk). The script draws the rows the server sends as DOM text, so
/// the browser's find, selection and screen readers see the app's screen; it sends keys,
/// text an input method composed, pastes, mouse and the size of the window back.
enum WebPage {
    static func html(appName: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(escape(appName))</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>\(style)</style></head>
        <body><main id="screen" role="document" aria-label="\(escape(appName))" tabindex="0"></main>
        <textarea id="input" aria-label="Keyboard" autocapitalize="off" autocomplete="off" autocorrect="off"
         spellcheck="false"></textarea><div id="status" role="status"></div><span id="measure" aria-hidden="true">MMMMMMMMMM</span>
        <script>\(script)</script></body></html>
        """
    }

    static func wrongToken(appName: String) -> String {
        message(
            title: "Wrong link",
            text: "This link to \(appName) has no token, or not one this server takes. Ask for a new link.")
    }

    static func message(title: String, text: String) -> String {
        """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title></head>
        <body><h1>\(escape(title))</h1><p>\(escape(text))</p></body></html>
        """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let style = """
        html,body{margin:0;height:100%;background:#101010;color:#d0d0d0}
        #screen{position:absolute;inset:0 0 1.4em 0;overflow:hidden;font:15px/1.2 monospace;white-space:pre;outline:none}
        #screen div{height:1.2em}
        #cursor{position:absolute;background:#d0d0d0;mix-blend-mode:difference;pointer-events:none}
        #input{position:absolute;opacity:0;width:1em;height:1.2em;padding:0;border:0;resize:none;overflow:hidden;font:15px/1.2 monospace}
        #status{position:absolute;left:0;right:0;bottom:0;height:1.4em;font:12px/1.4em sans-serif;padding:0 .5em;color:#909090}
        #measure{position:absolute;visibility:hidden;font:15px/1.2 monospace;white-space:pre}
        """

    static let script = #"""
        "use strict";
        (() => {
        const screen = document.getElementById("screen"), status = document.getElementById("status");
        const measure = document.getElementById("measure");
        // Keys are typed into a hidden text area that sits on the app's cursor: an input
        // method needs an editable element to compose in, and shows its candidates there.
        const input = document.getElementById("input");
        const token = new URLSearchParams(location.search).get("token") || "";
        const maxMessage = 1 << 20;
        let rows = [], ended = false, size = [0, 0];
        const mark = document.createElement("div");
        mark.id = "cursor"; mark.setAttribute("aria-hidden", "true"); screen.appendChild(mark);
        const base = ["#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
          "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff"];
        function color(n, fallback) {
          if (n < 0) return fallback;
          if (n < 16) return base[n];
          if (n < 232) { const c = n - 16, v = (x) => x ? 55 + x * 40 : 0;
            return "rgb(" + v(Math.floor(c / 36)) + "," + v(Math.floor(c / 6) % 6) + "," + v(c % 6) + ")"; }
          if (n < 256) { const g = 8 + (n - 232) * 10; return "rgb(" + g + "," + g + "," + g + ")"; }
          return "#" + (n & 0xffffff).toString(16).padStart(6, "0");
        }
        function cellSize() { const r = measure.getBoundingClientRect(); return [r.width / 10, r.height]; }
        function fit() {
          const [w, h] = cellSize(), box = screen.getBoundingClientRect();
          return [Math.max(1, Math.floor(box.width / w)), Math.max(1, Math.floor(box.height / h))];
        }
        function say(text) { status.textContent = text; }
        [size[0], size[1]] = fit();
        const scheme = location.protocol === "https:" ? "wss:" : "ws:";
        const socket = new WebSocket(scheme + "//" + location.host + "/ws?token=" + encodeURIComponent(token)
          + "&cols=" + size[0] + "&rows=" + size[1]);
        function send(message) {
          const text = JSON.stringify(message);
          if (text.length > maxMessage) { say("Too big to send (over 1 MiB)."); return; }
          if (socket.readyState === 1) socket.send(text);
        }
        function drawRow(div, row) {
          if (typeof row === "string") { div.textContent = row; return; }
          div.replaceChildren(...row.map(([text, fg, bg, flags]) => {
            const span = document.createElement("span");
            span.textContent = text;
            let f = color(fg, "#d0d0d0"), b = color(bg, "");
            if (flags & 4) { const t = f; f = b || "#101010"; b = t; }
            if (fg >= 0 || flags & 4) span.style.color = f;
            if (b) span.style.backgroundColor = b;
            if (flags & 1) span.style.fontWeight = "bold";
            if (flags & 2) span.style.textDecoration = "underline";
            if (flags & 8) span.style.fontStyle = "italic";
            if (flags & 16) span.style.opacity = "0.6";
            return span;
          }));
        }
        function apply(update) {
          if (update.end) { ended = true; say(update.end); return; }
          const [cols, count] = update.size;
          while (rows.length < count) { const div = document.createElement("div"); screen.insertBefore(div, mark); rows.push(div); }
          while (rows.length > count) rows.pop().remove();
          for (const [index, row] of update.rows) drawRow(rows[index], row);
          const [w, h] = cellSize(), [r, c, visible] = update.cursor;
          Object.assign(mark.style, {left: c * w + "px", top: r * h + "px", width: w + "px", height: h + "px",
            display: visible ? "block" : "none"});
          Object.assign(input.style, {left: c * w + "px", top: r * h + "px"});
          if (!ended) say(cols + "\u00d7" + count);
        }
        socket.onmessage = (event) => { try { apply(JSON.parse(event.data)); } catch (e) { } };
        socket.onclose = () => { if (!ended) say("The session has ended."); ended = true; };
        socket.onopen = () => input.focus({preventScroll: true});
        const named = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown",
          "Insert", "Delete", "Enter", "Tab", "Backspace", "Escape", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8",
          "F9", "F10", "F11", "F12"]);
        document.addEventListener("keydown", (event) => {
          // While an input method composes, its keys are its own (229: Chromium's mark of one).
          if (event.isComposing || event.keyCode === 229 || event.metaKey) return;
          // Ctrl+V and Ctrl+Shift+C/V stay the browser's: paste and copy.
          if (event.ctrlKey && (event.key === "v" || (event.shiftKey && (event.key === "C" || event.key === "V")))) return;
          if (!named.has(event.key) && Array.from(event.key).length !== 1) return;
          event.preventDefault();
          send({t: "key", key: event.key, ctrl: event.ctrlKey, alt: event.altKey, shift: event.shiftKey});
        });
        // What an input method commits, and what a keyboard without key events types (a
        // phone's, dictation), reach the app as the characters typed.
        input.addEventListener("compositionend", (event) => {
          if (event.data) send({t: "text", text: event.data});
          input.value = "";
        });
        input.addEventListener("input", (event) => {
          if (event.isComposing) return;
          if (event.inputType === "insertText" && event.data) send({t: "text", text: event.data});
          input.value = "";
        });
        document.addEventListener("paste", (event) => {
          const text = (event.clipboardData || window.clipboardData).getData("text");
          event.preventDefault();
          if (text) send({t: "paste", text: text});
        });
        function cell(event) {
          const [w, h] = cellSize(), box = screen.getBoundingClientRect();
          return [Math.floor((event.clientX - box.left) / w), Math.floor((event.clientY - box.top) / h)];
        }
        function mouse(action, event, button) {
          const [x, y] = cell(event);
          send({t: "mouse", action: action, button: button, x: x, y: y, ctrl: event.ctrlKey, alt: event.altKey, shift: event.shiftKey});
        }
        screen.addEventListener("mousedown", (e) => { if (e.detail < 2) mouse("down", e, e.button); });
        screen.addEventListener("mouseup", (e) => {
          if (!window.getSelection().isCollapsed) return;
          mouse("up", e, e.button);
          input.focus({preventScroll: true});
        });
        screen.addEventListener("wheel", (e) => { e.preventDefault(); mouse(e.deltaY < 0 ? "wheelUp" : "wheelDown", e, 0); }, {passive: false});
        let resizeTimer = 0;
        window.addEventListener("resize", () => {
          clearTimeout(resizeTimer);
          resizeTimer = setTimeout(() => {
            const next = fit();
            if (next[0] !== size[0] || next[1] !== size[1]) { size = next; send({t: "resize", cols: next[0], rows: next[1]}); }
          }, 50);
        });
        })();
        """#
}
