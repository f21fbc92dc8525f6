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
              <table id="status"></table>
              <p id="cycle"></p>
              <p><button id="play">pause</button>
                 speed <input id="speed" type="range" min="1" max="40" value="8"></p>
              <p><input id="seek" type="range" min="0" value="0" style="width: 20em"></p>
              <p id="result"></p>
            </div>
            <script>
            const names = [/*NAMES*/];
            const result = /*RESULT*/;
            const frames = [
            /*FRAMES*/
            ];
            const colors = ["#f44", "#4f4", "#48f", "#fd4"];
            const ctx = document.getElementById("field").getContext("2d");
            const seek = document.getElementById("seek");
            seek.max = Math.max(0, frames.length - 1);
            let at = 0, playing = true;
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
              let rows = "<tr><td></td><td>robot</td><td>damage</td><td>speed</td><td>heading</td><td>scan</td></tr>";
              for (const [slot, x, y, damage, heading, speed, scan, alive] of robots) {
                ctx.fillStyle = alive ? colors[slot] : "#555";
                ctx.fillRect(x / 2 - 4, 500 - y / 2 - 4, 8, 8);
                ctx.fillText(String(slot + 1), x / 2 + 6, 500 - y / 2 - 6);
                rows += `<tr style="color:${alive ? colors[slot] : "#777"}"><td>${slot + 1}</td><td>${names[slot] || ""}</td>`
                  + `<td>${damage}%</td><td>${speed}</td><td>${heading}</td><td>${scan}</td></tr>`;
              }
              document.getElementById("status").innerHTML = rows;
              document.getElementById("cycle").textContent = "cycle " + cycles;
              document.getElementById("result").textContent = at === frames.length - 1 ? result : "";
              seek.value = at;
            }
            function step() {
              if (playing) {
                at = Math.min(frames.length - 1, at + Number(document.getElementById("speed").value));
                draw();
              }
              setTimeout(step, 40);
            }
            document.getElementById("play").onclick = (e) => {
              playing = !playing;
              e.target.textContent = playing ? "pause" : "play";
            };
            seek.oninput = () => { at = Number(seek.value); draw(); };
            ctx.font = "12px monospace";
            draw();
            step();
            </script>
            </body>
            </html>
            """;
}
