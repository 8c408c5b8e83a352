// The report page's animation: each engine's recorded search (its trace events, embedded above as
// JSON) replayed on its own board beside its search tree (tree.js), all panels driven by one set
// of controls or each by its own; one board size at a time, among those recorded. Plain
// JavaScript, no libraries, nothing fetched: the page works offline.
(function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
  var CELL = 40;
  var data = JSON.parse(document.getElementById("trace-data").textContent);
  var container = document.getElementById("panels");
  var playButton = document.getElementById("play");
  var speed = document.getElementById("speed");
  var timer = null;
  var panels = [];
  // engines unticked stay hidden when the board size changes
  var hidden = {};
  // the shapes drawn on a square beside its colour (the legend shows both)
  var MARKS = { rejected: "\u2715", vacated: "\u25CB", pruned: "\u00B7" };
  // set once the panels exist: a panel moved by its own buttons updates the timeline
  var onPanelMoved = null;

  // "c12" -> {file: 2, rank: 11}; files a..z as the toolkit names them.
  function parseSquare(name) {
    var m = /^([a-z]+)(\d+)$/.exec(name || "");
    if (!m) {
      return null;
    }
    var file = 0;
    for (var i = 0; i < m[1].length; i++) {
      file = file * 26 + (m[1].charCodeAt(i) - 96);
    }
    return { file: file - 1, rank: parseInt(m[2], 10) - 1 };
  }

  function svg(tag, attributes, parent) {
    var el = document.createElementNS(SVG, tag);
    Object.keys(attributes).forEach(function (k) {
      el.setAttribute(k, attributes[k]);
    });
    if (parent) {
      parent.appendChild(el);
    }
    return el;
  }

  function fileName(file) {
    return String.fromCharCode(97 + file);
  }

  function Panel(trace) {
    // The trace's first line is its header (event "header": problem, engine, counters' meanings);
    // fields the page does not know are ignored.
    this.header = null;
    this.events = [];
    var self = this;
    trace.lines.forEach(function (line) {
      if (line && line.event === "header") {
        self.header = self.header || line;
      } else if (line && typeof line.event === "string") {
        self.events.push(line);
      }
    });
    this.engine = trace.engine;
    this.n = trace.n;
    this.complete = trace.complete;
    this.first = trace.first; // a local search ends on its first solution, not the whole space
    this.reach = trace.reach || {}; // what the piece on each square attacks, from the model
    this.glyph = trace.piece || "\u265B"; // the queen's figurine, or the piece's
    this.index = -1;
    this.timer = null;
    this.tree = new SearchTree(this.events);
    // "dominating": the search for the fewest pieces that cover the board (bnb's branch and
    // bound), whose attacked squares are what is covered, not a domain
    this.rule = this.header && this.header.rule;
    // a solver that propagates draws its domains on the board (attacked and pruned squares)
    this.hasDomains = !this.rule && this.events.some(function (e) {
      return e.board && (e.board.attacked || e.board.pruned);
    });
    this.build();
    this.show();
  }

  Panel.prototype.build = function () {
    var n = this.n;
    this.root = document.createElement("div");
    this.root.className = "trace-panel";
    this.root.setAttribute("data-engine", this.engine);
    var title = document.createElement("h3");
    title.textContent = this.rule ? this.engine + ": the fewest " + this.rule + " pieces" : this.engine;
    var head = document.createElement("div");
    head.className = "panel-head";
    head.appendChild(title);
    this.root.appendChild(head);
    // this panel alone, beside the controls that drive them all
    var own = document.createElement("div");
    own.className = "panel-controls";
    var self = this;
    [
      ["\u25C0", "back", "one step back"],
      ["\u25B6", "step", "one step"],
      ["\u00BB", "nextSolution", "next solution"],
    ].forEach(function (b) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = b[0];
      button.title = self.engine + ": " + b[2];
      button.setAttribute("data-action", b[1]);
      button.addEventListener("click", function () {
        self[b[1]]();
        if (onPanelMoved) {
          onPanelMoved();
        }
      });
      own.appendChild(button);
    });
    var ownPlay = document.createElement("button");
    ownPlay.type = "button";
    ownPlay.textContent = "\u25B7";
    ownPlay.title = this.engine + ": play or pause this panel alone";
    ownPlay.setAttribute("data-action", "play");
    ownPlay.addEventListener("click", function () {
      if (self.timer === null) {
        pause(); // the panels' common play gives way to this one
        self.play();
      } else {
        self.pause();
      }
    });
    own.appendChild(ownPlay);
    this.playButton = ownPlay;
    this.speed = document.createElement("select");
    this.speed.innerHTML = speed.innerHTML;
    this.speed.value = speed.value;
    this.speed.title = this.engine + ": this panel's speed";
    this.speed.setAttribute("data-action", "speed");
    this.speed.addEventListener("change", function () {
      if (self.timer !== null) {
        self.play();
      }
    });
    own.appendChild(this.speed);
    head.appendChild(own);
    var side = (n + 1) * CELL;
    this.board = svg("svg", { class: "live-board", viewBox: "0 0 " + side + " " + side, role: "img" });
    this.squares = {};
    for (var rank = 0; rank < n; rank++) {
      var y = (n - 1 - rank) * CELL;
      svg("text", { class: "label", x: CELL / 2, y: y + CELL * 0.65 }, this.board).textContent = rank + 1;
      for (var file = 0; file < n; file++) {
        var name = fileName(file) + (rank + 1);
        this.squares[name] = svg(
          "rect",
          {
            x: CELL + file * CELL,
            y: y,
            width: CELL,
            height: CELL,
            class: (rank + file) % 2 === 0 ? "dark" : "light",
            "data-square": name,
          },
          this.board
        );
      }
    }
    for (var f = 0; f < n; f++) {
      svg("text", { class: "label", x: CELL + f * CELL + CELL / 2, y: n * CELL + CELL * 0.65 }, this.board).textContent =
        fileName(f);
    }
    this.pieces = svg("g", {}, this.board);
    var views = document.createElement("div");
    views.className = "views";
    views.appendChild(this.board);
    // the search tree beside the board
    this.treeView = svg("svg", { class: "tree", role: "img" });
    this.treeView.addEventListener("click", function (event) {
      var id = event.target && event.target.getAttribute && event.target.getAttribute("data-id");
      if (id !== null && self.tree.toggle(parseInt(id, 10), self.index)) {
        self.tree.draw(self.treeView, self.index);
      }
    });
    if (!this.tree.isEmpty()) {
      views.appendChild(this.treeView);
    }
    this.root.appendChild(views);
    this.status = document.createElement("p");
    this.status.className = "status";
    this.root.appendChild(this.status);
    // what a step chose among (Dancing Links: the squares left on the line it branches on)
    this.options = document.createElement("p");
    this.options.className = "options";
    this.root.appendChild(this.options);
    if (this.hasDomains) {
      this.domains = document.createElement("pre");
      this.domains.className = "domains";
      this.root.appendChild(this.domains);
    }
    if (this.engine === "bitmask") {
      // what courses teach about this search: three bit masks say which files of the next rank
      // are attacked, and their complement is the free squares, found at once
      this.masks = document.createElement("pre");
      this.masks.className = "masks";
      this.root.appendChild(this.masks);
    }
    this.counters = document.createElement("dl");
    this.counters.className = "counters";
    this.root.appendChild(this.counters);
    container.appendChild(this.root);
  };

  Panel.prototype.atEnd = function () {
    return this.index >= this.events.length - 1;
  };

  Panel.prototype.solutionsSoFar = function () {
    var count = 0;
    for (var i = 0; i <= this.index; i++) {
      if (this.events[i].event === "solution") {
        count++;
      }
    }
    return count;
  };

  Panel.prototype.show = function () {
    var e = this.index >= 0 ? this.events[this.index] : null;
    var n = this.n;
    var self = this;
    Object.keys(this.squares).forEach(function (name) {
      self.squares[name].classList.remove("rejected", "vacated", "placed", "pruned", "attacked", "option");
    });
    while (this.pieces.firstChild) {
      this.pieces.removeChild(this.pieces.firstChild);
    }
    var solved = e !== null && e.event === "solution";
    this.root.setAttribute("data-step", e ? String(e.step) : "0");
    this.root.setAttribute("data-solution", solved ? "true" : "false");
    this.root.setAttribute("data-solutions", String(this.solutionsSoFar()));
    this.board.classList.toggle("solved", solved);
    if (e) {
      // Richer traces carry the board's roles: squares attacked by the queens placed, squares
      // propagation pruned that no queen attacks, and queens it forced (choco).
      var roles = e.board || {};
      ["attacked", "pruned"].forEach(function (role) {
        (roles[role] || []).forEach(function (name) {
          if (self.squares[name]) {
            self.squares[name].classList.add(role);
          }
        });
      });
      var forced = roles.forced || []; // queens propagation placed, not decided (choco)
      (e.queens || []).forEach(function (name) {
        var s = parseSquare(name);
        if (!s) {
          return;
        }
        var q = svg(
          "text",
          {
            class: forced.indexOf(name) >= 0 ? "queen forced" : "queen",
            "data-square": name,
            x: CELL + s.file * CELL + CELL / 2,
            y: (n - 1 - s.rank) * CELL + CELL * 0.78,
          },
          self.pieces
        );
        q.textContent = self.glyph;
      });
      var here = this.squares[e.square];
      if (here) {
        // a refuted or failed decision is no placement: as a rejected square
        var role =
          e.event === "reject" || e.event === "refute" || e.event === "fail"
            ? "rejected"
            : e.event === "backtrack" || e.event === "lift"
              ? "vacated"
              : "placed";
        here.classList.add(role);
        // a shape as well as a colour, for readers who do not tell the colours apart
        var s2 = parseSquare(e.square);
        if (s2 && MARKS[role]) {
          svg(
            "text",
            {
              class: "mark " + role,
              x: CELL + s2.file * CELL + CELL / 2,
              y: (n - 1 - s2.rank) * CELL + CELL * 0.72,
            },
            self.pieces
          ).textContent = MARKS[role];
        }
      }
      // why, on the board: what the queen just placed attacks (drawReach), and for a rejection the
      // attack that caused it, from the attacking queen to the square
      var centre = function (sq) {
        return { x: CELL + sq.file * CELL + CELL / 2, y: (n - 1 - sq.rank) * CELL + CELL / 2 };
      };
      if (e.event === "place" && s2) {
        drawReach(self.pieces, s2, self.reach[e.square] || [], n, centre);
      }
      (e.options || []).forEach(function (name) {
        if (self.squares[name]) {
          self.squares[name].classList.add("option");
        }
      });
      (e.attacks || []).forEach(function (a) {
        var from = parseSquare(a.queen);
        var to = parseSquare(a.square);
        if (from && to) {
          var p1 = centre(from);
          var p2 = centre(to);
          svg("line", { class: "attack-line", x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y }, self.pieces);
        }
      });
      (roles.pruned || []).forEach(function (name) {
        var p2 = parseSquare(name);
        if (p2) {
          svg(
            "text",
            { class: "mark pruned", x: CELL + p2.file * CELL + CELL / 2, y: (n - 1 - p2.rank) * CELL + CELL * 0.7 },
            self.pieces
          ).textContent = MARKS.pruned;
        }
      });
    }
    this.status.textContent = this.describe(e);
    this.options.textContent =
      e && e.options && e.options.length
        ? "chose among " + e.options.length + ": " + e.options.join(" ")
        : "";
    if (this.domains) {
      this.domains.textContent = domainsOf(e, n);
    }
    if (!this.tree.isEmpty()) {
      this.tree.draw(this.treeView, this.index);
      this.root.setAttribute("data-tree-nodes", String(this.tree.countAt(this.index)));
    }
    this.showCounters(e);
    if (this.masks) {
      this.masks.textContent = masksFor(e ? e.queens || [] : [], n);
    }
  };

  // What the piece just placed attacks, as the model says (the page knows no piece's moves): one
  // line from the piece to the farthest square attacked in each direction (a rider's line), and a
  // ring on each square reached by a leap (a knight's squares).
  function drawReach(parent, from, targets, n, centre) {
    var farthest = {};
    targets.forEach(function (name) {
      var to = parseSquare(name);
      if (!to) {
        return;
      }
      var df = to.file - from.file;
      var dr = to.rank - from.rank;
      var g = gcd(Math.abs(df), Math.abs(dr));
      var key = df / g + "," + dr / g;
      if (!farthest[key] || g > farthest[key].g) {
        farthest[key] = { to: to, g: g };
      }
    });
    var a = centre(from);
    Object.keys(farthest).forEach(function (key) {
      var b = centre(farthest[key].to);
      svg("line", { class: "reach", x1: a.x, y1: a.y, x2: b.x, y2: b.y }, parent);
      var step = key.split(",");
      if (Math.abs(step[0]) > 1 || Math.abs(step[1]) > 1) {
        svg("circle", { class: "leap", cx: b.x, cy: b.y, r: CELL * 0.22 }, parent);
      }
    });
  }

  function gcd(a, b) {
    return b === 0 ? Math.max(a, 1) : gcd(b, a % b);
  }

  // A propagating solver's domains, read off its board: on each rank, the squares neither attacked
  // nor pruned (the trace draws a square out of its rank's domain as one or the other).
  function domainsOf(e, n) {
    var out = {};
    var roles = (e && e.board) || {};
    (roles.attacked || []).concat(roles.pruned || []).forEach(function (name) {
      out[name] = true;
    });
    var lines = ["domains"];
    for (var rank = n - 1; rank >= 0; rank--) {
      var row = [];
      for (var file = 0; file < n; file++) {
        var name = fileName(file) + (rank + 1);
        row.push(out[name] ? "." : fileName(file));
      }
      lines.push("rank " + (rank + 1) + (rank + 1 < 10 ? "  " : " ") + row.join(" "));
    }
    return lines.join("\n");
  }

  // The bitmask search's masks for the rank after the highest queen, derived from the queens on the
  // board as the engine derives them (a bit a file, file a first): the files taken, the diagonals
  // going up to the right and up to the left, and the free squares, none of the three.
  function masksFor(queens, n) {
    var placed = queens.map(parseSquare).filter(function (q) {
      return q !== null;
    });
    var rank = placed.reduce(function (most, q) {
      return Math.max(most, q.rank + 1);
    }, 0);
    if (rank >= n) {
      return "every rank has its queen";
    }
    var files = [], right = [], left = [];
    for (var f = 0; f < n; f++) {
      files.push(0);
      right.push(0);
      left.push(0);
    }
    placed.forEach(function (q) {
      var up = rank - q.rank;
      files[q.file] = 1;
      if (q.file + up < n) {
        right[q.file + up] = 1;
      }
      if (q.file - up >= 0) {
        left[q.file - up] = 1;
      }
    });
    var row = function (bits) {
      return bits
        .map(function (b) {
          return b ? "1" : ".";
        })
        .join(" ");
    };
    var free = files.map(function (b, i) {
      return b || right[i] || left[i] ? 0 : 1;
    });
    var names = [];
    for (var g = 0; g < n; g++) {
      names.push(fileName(g));
    }
    return (
      "rank " + (rank + 1) + "      " + names.join(" ") + "\n" +
      "files       " + row(files) + "\n" +
      "diagonal \u2197  " + row(right) + "\n" +
      "diagonal \u2196  " + row(left) + "\n" +
      "free        " + row(free)
    );
  }

  Panel.prototype.describe = function (e) {
    var total = this.events.length;
    if (!e) {
      return "ready: " + total + " steps recorded";
    }
    var text = "step " + e.step + " of " + total + ": " + e.event + (e.square ? " " + e.square : "");
    if (e.reason) {
      text += " (" + e.reason + ")";
    }
    if (e.event === "solution") {
      text += ": solution " + this.solutionsSoFar();
    }
    if (this.atEnd()) {
      var found = this.solutionsSoFar();
      text += !this.complete
        ? " \u2014 recording ends here (the search goes on; raise --steps)"
        : this.first
          ? " \u2014 the search ended on its solution (it looks for one, not all)"
          : " \u2014 search complete, " + found + (found === 1 ? " solution" : " solutions");
    }
    return text;
  };

  Panel.prototype.showCounters = function (e) {
    var shown = e ? e.counters || {} : {};
    var names = Object.keys(this.events.length ? this.events[0].counters || {} : {});
    var meanings = (this.header && this.header.counters) || {};
    while (this.counters.firstChild) {
      this.counters.removeChild(this.counters.firstChild);
    }
    var self = this;
    var rows = names.concat(["solutions"]);
    rows.forEach(function (name) {
      var box = document.createElement("div");
      box.className = "counter";
      box.setAttribute("data-name", name);
      var dt = document.createElement("dt");
      dt.textContent = name;
      if (typeof meanings[name] === "string") {
        dt.title = meanings[name];
      }
      var dd = document.createElement("dd");
      dd.className = "value";
      dd.textContent = name === "solutions" ? self.solutionsSoFar() : shown[name] !== undefined ? shown[name] : 0;
      box.appendChild(dt);
      box.appendChild(dd);
      self.counters.appendChild(box);
    });
  };

  Panel.prototype.play = function () {
    var self = this;
    this.pause();
    if (this.atEnd()) {
      return;
    }
    this.timer = window.setInterval(function () {
      self.step();
      showPosition();
      if (self.atEnd()) {
        self.pause();
      }
    }, 1000 / parseFloat(this.speed.value));
    this.playButton.textContent = "\u275A\u275A";
    this.playButton.setAttribute("aria-pressed", "true");
  };

  Panel.prototype.pause = function () {
    if (this.timer !== null) {
      window.clearInterval(this.timer);
      this.timer = null;
    }
    this.playButton.textContent = "\u25B7";
    this.playButton.setAttribute("aria-pressed", "false");
  };

  Panel.prototype.step = function () {
    if (!this.atEnd()) {
      this.index++;
      this.show();
    }
  };

  Panel.prototype.nextSolution = function () {
    for (var i = this.index + 1; i < this.events.length; i++) {
      if (this.events[i].event === "solution") {
        this.index = i;
        this.show();
        return;
      }
    }
    this.index = this.events.length - 1;
    this.show();
  };

  Panel.prototype.reset = function () {
    this.index = -1;
    this.show();
  };

  // Each event carries the whole board (queens and roles), so any step can be shown directly:
  // back, the previous solution and the timeline need no replay.
  Panel.prototype.back = function () {
    if (this.index >= 0) {
      this.index--;
      this.show();
    }
  };

  Panel.prototype.previousSolution = function () {
    for (var i = this.index - 1; i >= 0; i--) {
      if (this.events[i].event === "solution") {
        this.index = i;
        this.show();
        return;
      }
    }
    this.reset();
  };

  // Step t of the shared timeline: 0 is the empty board, t the t-th event (or this search's last).
  Panel.prototype.seek = function (t) {
    this.index = Math.min(t, this.events.length) - 1;
    this.show();
  };

  function allAtEnd() {
    return panels.every(function (p) {
      return p.atEnd();
    });
  }

  // The timeline runs to the longest search; it shows where the furthest panel is, and moving it
  // puts every panel at that step. The address keeps the board and the step (#n=6&step=40), so
  // that a slide links to a step.
  var timeline = document.getElementById("timeline");
  var timelineValue = document.getElementById("timeline-value");
  var sizeChooser = document.getElementById("board-size");
  var sizes = [];
  data.forEach(function (trace) {
    if (sizes.indexOf(trace.n) < 0) {
      sizes.push(trace.n);
    }
  });
  var shownN = sizes[0];

  onPanelMoved = function () {
    showPosition();
  };

  // The panels of one board size, with a tick box per engine above them.
  function showSize(n) {
    pause();
    panels.forEach(function (p) {
      p.pause();
    });
    shownN = n;
    while (container.firstChild) {
      container.removeChild(container.firstChild);
    }
    panels = data
      .filter(function (trace) {
        return trace.n === n;
      })
      .map(function (trace) {
        return new Panel(trace);
      });
    timeline.max = String(
      panels.reduce(function (most, p) {
        return Math.max(most, p.events.length);
      }, 0)
    );
    if (sizeChooser) {
      sizeChooser.value = String(n);
    }
    var chooser = document.getElementById("engines-shown");
    if (chooser) {
      while (chooser.childNodes.length > 1) {
        chooser.removeChild(chooser.lastChild);
      }
      panels.forEach(function (p) {
        var label = document.createElement("label");
        var box = document.createElement("input");
        box.type = "checkbox";
        box.checked = !hidden[p.engine];
        p.root.hidden = !!hidden[p.engine];
        box.setAttribute("data-engine", p.engine);
        box.addEventListener("change", function () {
          p.root.hidden = !box.checked;
          hidden[p.engine] = !box.checked;
        });
        label.appendChild(box);
        label.appendChild(document.createTextNode(" " + p.engine));
        chooser.appendChild(label);
      });
    }
    showPosition();
  }

  function position() {
    return panels.reduce(function (most, p) {
      return Math.max(most, p.index + 1);
    }, 0);
  }

  function showPosition() {
    var t = position();
    timeline.value = String(t);
    timelineValue.textContent = String(t);
    try {
      window.history.replaceState(null, "", (sizes.length > 1 ? "#n=" + shownN + "&" : "#") + "step=" + t);
    } catch (e) {
      // a browser that keeps file pages' addresses fixed: the step is still shown
    }
  }

  function seekAll(t) {
    panels.forEach(function (p) {
      p.seek(t);
    });
    showPosition();
  }

  function stepAll() {
    panels.forEach(function (p) {
      p.step();
    });
    showPosition();
    if (allAtEnd()) {
      pause();
    }
  }

  function everyPanel(action) {
    return function () {
      pause();
      panels.forEach(function (p) {
        p.pause();
        p[action]();
      });
      showPosition();
    };
  }

  function play() {
    if (allAtEnd()) {
      return;
    }
    pause();
    panels.forEach(function (p) {
      p.pause(); // one clock for all: the panels move in lockstep
    });
    timer = window.setInterval(stepAll, 1000 / parseFloat(speed.value));
    playButton.textContent = "Pause";
    playButton.setAttribute("aria-pressed", "true");
  }

  function pause() {
    if (timer !== null) {
      window.clearInterval(timer);
      timer = null;
    }
    playButton.textContent = "Play";
    playButton.setAttribute("aria-pressed", "false");
  }

  playButton.addEventListener("click", function () {
    if (timer === null) {
      play();
    } else {
      pause();
    }
  });
  document.getElementById("step").addEventListener("click", everyPanel("step"));
  document.getElementById("back").addEventListener("click", everyPanel("back"));
  document.getElementById("next-solution").addEventListener("click", everyPanel("nextSolution"));
  document.getElementById("previous-solution").addEventListener("click", everyPanel("previousSolution"));
  document.getElementById("reset").addEventListener("click", everyPanel("reset"));
  timeline.addEventListener("input", function () {
    pause();
    panels.forEach(function (p) {
      p.pause();
    });
    seekAll(parseInt(timeline.value, 10));
  });
  if (sizeChooser) {
    sizeChooser.addEventListener("change", function () {
      showSize(parseInt(sizeChooser.value, 10));
    });
  }
  // a larger page for the back of a room: the boards and their type grow
  document.getElementById("projector").addEventListener("click", function (event) {
    event.preventDefault();
    document.body.classList.toggle("projector");
  });
  speed.addEventListener("change", function () {
    if (timer !== null) {
      play();
    }
  });
  // keys for a lecturer at a projector: space plays or pauses, the arrows step, n and p jump
  document.addEventListener("keydown", function (event) {
    if (event.target && /^(SELECT|BUTTON|INPUT)$/.test(event.target.tagName)) {
      return;
    }
    if (event.key === " ") {
      event.preventDefault();
      playButton.click();
    } else if (event.key === "ArrowRight") {
      document.getElementById("step").click();
    } else if (event.key === "ArrowLeft") {
      document.getElementById("back").click();
    } else if (event.key === "n") {
      document.getElementById("next-solution").click();
    } else if (event.key === "p") {
      document.getElementById("previous-solution").click();
    }
  });

  // opened at #step=T or #n=N&step=T (a slide's link): that board, every panel at that step
  var linked = /^#(?:n=(\d+)&)?step=(\d+)$/.exec(window.location.hash);
  var linkedN = linked && linked[1] ? parseInt(linked[1], 10) : shownN;
  showSize(sizes.indexOf(linkedN) >= 0 ? linkedN : shownN);
  if (linked) {
    seekAll(Math.min(parseInt(linked[2], 10), parseInt(timeline.max, 10)));
  }
})();
