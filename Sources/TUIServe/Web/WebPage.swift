/// The one page `serve --web` serves, its style and script inside it (nothing from another
/// site, no file read from disk). The script draws the rows the server sends as DOM text, so
/// the browser's find, selection and screen readers see the app's screen; it sends keys,
/// pastes, mouse and the size of the window back.
enum WebPage {
    static func html(appName: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(escape(appName))</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>\(style)</style></head>
        <body><main id="screen" role="document" aria-label="\(escape(appName))" tabindex="0"></main>
        <div id="status" role="status"></div><span id="measure" aria-hidden="true">MMMMMMMMMM</span>
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
        #screen .cursor{background:#d0d0d0;color:#101010}
        #status{position:absolute;left:0;right:0;bottom:0;height:1.4em;font:12px/1.4em sans-serif;padding:0 .5em;color:#909090}
        #measure{position:absolute;visibility:hidden;font:15px/1.2 monospace;white-space:pre}
        """

    static let script = #"""
        "use strict";
        (() => {
        const screen = document.getElementById("screen"), status = document.getElementById("status");
        const measure = document.getElementById("measure");
        const token = new URLSearchParams(location.search).get("token") || "";
        const maxMessage = 1 << 20;
        let rows = [], cursor = [0, 0, 0], lines = [], ended = false, size = [0, 0];
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
        function drawRow(index) {
          const div = rows[index], text = lines[index] || "";
          if (cursor[2] && cursor[0] === index) {
            const chars = Array.from(text), at = cursor[1];
            while (chars.length <= at) chars.push(" ");
            const mark = document.createElement("span");
            mark.className = "cursor"; mark.textContent = chars[at];
            div.replaceChildren(chars.slice(0, at).join(""), mark, chars.slice(at + 1).join("").replace(/ +$/, ""));
          } else {
            div.textContent = text;
          }
        }
        function apply(update) {
          if (update.end) { ended = true; say(update.end); return; }
          const [cols, count] = update.size;
          while (rows.length < count) { const div = document.createElement("div"); screen.appendChild(div); rows.push(div); lines.push(""); }
          while (rows.length > count) { rows.pop().remove(); lines.pop(); }
          const old = cursor[0];
          for (const [index, text] of update.rows) { lines[index] = text; drawRow(index); }
          cursor = update.cursor;
          if (old < rows.length) drawRow(old);
          if (cursor[0] < rows.length) drawRow(cursor[0]);
          if (!ended) say(cols + "\u00d7" + count);
        }
        socket.onmessage = (event) => { try { apply(JSON.parse(event.data)); } catch (e) { } };
        socket.onclose = () => { if (!ended) say("The session has ended."); ended = true; };
        socket.onopen = () => screen.focus();
        const named = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown",
          "Insert", "Delete", "Enter", "Tab", "Backspace", "Escape", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8",
          "F9", "F10", "F11", "F12"]);
        document.addEventListener("keydown", (event) => {
          if (event.isComposing || event.metaKey) return;
          // Ctrl+V and Ctrl+Shift+C/V stay the browser's: paste and copy.
          if (event.ctrlKey && (event.key === "v" || (event.shiftKey && (event.key === "C" || event.key === "V")))) return;
          if (!named.has(event.key) && Array.from(event.key).length !== 1) return;
          event.preventDefault();
          send({t: "key", key: event.key, ctrl: event.ctrlKey, alt: event.altKey, shift: event.shiftKey});
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
        screen.addEventListener("mouseup", (e) => { if (window.getSelection().isCollapsed) mouse("up", e, e.button); });
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
