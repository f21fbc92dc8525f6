package io.github.retrokit.crobots.view;

/** The self-contained HTML player of {@link ReplayRecorder}: a canvas, controls, and the frames inline. */
final class ReplayPage {

    private ReplayPage() {
    }

    static final String TEMPLATE = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>/*TITLE*/</title>
            <style>
            body { font-family: monospace; background: #111; color: #ddd; margin: 1em; }
            canvas { background: #000; border: 1px solid #666; }
            #panel { display: inline-block; vertical-align: top; margin-left: 1em; }
            td { padding: 0 .6em; } button { font-family: monospace; }
            </style>
            </head>
            <body>
            <h3>/*TITLE*/</h3>
            <canvas id="field" width="500" height="500"></canvas>
            <div id="panel">
              <table id="status"><tr><td></td><td>robot</td><td>damage</td><td>speed</td><td>heading</td><td>scan</td></tr></table>
              <p id="cycle"></p>
              <p><button id="play">pause</button>
                 speed <input id="speed" type="range" min="1" max="40" value="8"></p>
              <p><input id="seek" type="range" min="0" value="0" style="width: 20em"></p>
              <p id="result"></p>
            </div>
            <script>
            "use strict";
            // Every text from outside (robot names, the result line) arrives as JSON string data and reaches the
            // page through textContent only: no markup is ever built from it.
            const names = [/*NAMES*/];
            const result = /*RESULT*/;
            const frames = [
            /*FRAMES*/
            ];
            const colors = ["#f44", "#4f4", "#48f", "#fd4"];
            const ctx = document.getElementById("field").getContext("2d");
            const seek = document.getElementById("seek");
            const button = document.getElementById("play");
            const last = Math.max(0, frames.length - 1);
            seek.max = last;
            let at = 0, playing = frames.length > 1;
            const rows = names.map((name, slot) => {
              const row = document.getElementById("status").insertRow();
              const cells = [String(slot + 1), name, "", "", "", ""].map((text) => {
                const cell = row.insertCell();
                cell.textContent = text;
                return cell;
              });
              return { row, cells };
            });
            function label(slot, x, y) {
              // above and right of the robot; below or left of it at the top or east wall, so it stays on the canvas
              ctx.fillText(String(slot + 1), x + 6 <= 490 ? x + 6 : x - 14, y - 6 >= 12 ? y - 6 : y + 16);
            }
            function draw() {
              if (frames.length === 0) return;
              const [cycles, robots, missiles] = frames[at];
              ctx.fillStyle = "#000"; ctx.fillRect(0, 0, 500, 500);
              for (const [x, y, exploding] of missiles) {
                ctx.fillStyle = exploding ? "#fa0" : "#fff";
                ctx.beginPath();
                ctx.arc(x / 2, 500 - y / 2, exploding ? 10 : 2, 0, 2 * Math.PI);
                ctx.fill();
              }
              for (const [slot, x, y, damage, heading, speed, scan, alive] of robots) {
                ctx.fillStyle = alive ? colors[slot] : "#555";
                ctx.fillRect(x / 2 - 4, 500 - y / 2 - 4, 8, 8);
                label(slot, x / 2, 500 - y / 2);
                const status = rows[slot];
                if (status) {
                  status.row.style.color = alive ? colors[slot] : "#777";
                  [damage + "%", speed, heading, scan].forEach((v, i) => { status.cells[i + 2].textContent = String(v); });
                }
              }
              document.getElementById("cycle").textContent = "cycle " + cycles;
              document.getElementById("result").textContent = at === last ? result : "";
              seek.value = at;
            }
            function setPlaying(on) {
              playing = on;
              button.textContent = playing ? "pause" : at === last ? "restart" : "play";
            }
            function step() {
              if (playing) {
                at = Math.min(last, at + Number(document.getElementById("speed").value));
                draw();
                if (at === last) setPlaying(false);
              }
              setTimeout(step, 40);
            }
            button.onclick = () => {
              if (!playing && at === last) { at = 0; draw(); }
              setPlaying(!playing && frames.length > 1);
            };
            seek.oninput = () => { at = Number(seek.value); draw(); setPlaying(playing && at < last); };
            ctx.font = "12px monospace";
            draw();
            setPlaying(playing);
            step();
            </script>
            </body>
            </html>
            """;
}
