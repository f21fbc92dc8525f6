package io.github.retrokit.crobots.arena;

import io.github.retrokit.crobots.world.ArenaEvent;
import io.github.retrokit.crobots.world.ArenaSnapshot;
import io.github.retrokit.crobots.world.Quirks;
import io.github.retrokit.crobots.vm.Intrinsics;
import io.github.retrokit.crobots.vm.RobotVm;
import java.util.ArrayList;
import java.util.List;

/**
 * The battlefield of the original CRobots 1.1: four robot slots on a 10000 × 10000 click field, their missiles,
 * the shared random source, and the round loop. One {@link #tick()} is one round of the original's match
 * loop: every live robot executes one instruction, and every 15th round robots and missiles move.
 * All arithmetic follows crobots-behaviour.md §4–§8 exactly in {@link Quirks#CLASSIC classic} mode.
 */
public final class Arena {

    public static final int MAX_ROBOTS = 4;
    public static final int FIELD = 10000;
    public static final int MOTION_CYCLES = 15;
    static final int ROBOT_SPEED = 7;
    static final int TURN_SPEED = 50;
    static final int ACCEL = 10;
    static final int MIS_SPEED = 500;
    static final int RELOAD = 15;
    static final int EXP_COUNT = 5;
    static final int COLLISION_DAMAGE = 2;
    /** Rounds between screen updates in the original's display mode, where explosions count down. */
    public static final int UPDATE_CYCLES = 30;

    final Robot[] robots = new Robot[MAX_ROBOTS];
    final RandomSource random;
    final Quirks quirks;
    private final RobotCpu[] cpus = new RobotCpu[MAX_ROBOTS];
    /** The VM behind a slot's {@link VmCpu}, called directly by the batches (one call less per robot), or null. */
    private final RobotVm[] vms = new RobotVm[MAX_ROBOTS];
    private final RobotIntrinsics[] intrinsics = new RobotIntrinsics[MAX_ROBOTS];
    private final Physics physics = new Physics(this);
    private final List<ArenaEvent> events = new ArrayList<>();
    private final int[] windowDone = new int[MAX_ROBOTS];
    /** Bit i: slot i's processor runs batches ({@link RobotCpu#batchable()}). */
    private int batchable = (1 << MAX_ROBOTS) - 1;
    /**
     * Bit i: robot i is ACTIVE (every slot, the ghost's included): what {@link Robot#active()} reads, so the
     * window, the motion update and scan find the live robots without touching the dead ones.
     */
    int live;
    private boolean recordEvents = true;
    /**
     * The missiles not AVAIL (flying or exploding), bit {@code 2 * robot + slot}: cannon sets a bit, the end of
     * an explosion clears it; the motion update visits only these missile slots.
     */
    int missilesInPlay;
    private int slotsInUse;
    private int ghost = -1;
    private boolean staleErrorFlag;

    private int movement = MOTION_CYCLES;
    private boolean displayTiming;
    private int display = UPDATE_CYCLES;
    private int left;
    private long cycles;
    private long round;

    public Arena(RandomSource random, Quirks quirks) {
        this.random = random;
        this.quirks = quirks;
        for (int i = 0; i < MAX_ROBOTS; i++) {
            robots[i] = new Robot(this, i);
            robots[i].init();
            cpus[i] = RobotCpu.IDLE;
        }
        for (int i = 0; i < MAX_ROBOTS; i++) {
            intrinsics[i] = new RobotIntrinsics(this, i);
        }
    }

    /** {@link #missilesInPlay} afresh, after robots were initialised (their missiles made AVAIL). */
    private void recountMissiles() {
        int bits = 0;
        for (int r = 0; r < MAX_ROBOTS; r++) {
            for (int j = 0; j < Robot.MISSILES; j++) {
                bits |= robots[r].missiles[j].state != Missile.State.AVAIL ? 1 << missileBit(r, j) : 0;
            }
        }
        missilesInPlay = bits;
    }

    /** The bit of missile slot {@code slot} of robot {@code robot} in {@link #missilesInPlay}. */
    static int missileBit(int robot, int slot) {
        return robot * Robot.MISSILES + slot;
    }

    /** One robot's missile bits once {@code missilesInPlay} is shifted right by {@code missileBit(r, 0)}. */
    static final int ONE_ROBOTS_MISSILES = (1 << Robot.MISSILES) - 1;

    /** Installs the processor that runs slot {@code slot}'s program. */
    public void attach(int slot, RobotCpu cpu) {
        cpus[slot] = cpu;
        vms[slot] = cpu instanceof VmCpu v ? v.vm() : null;
        batchable = cpu.batchable() ? batchable | 1 << slot : batchable & ~(1 << slot);
    }

    /**
     * The robot in {@code slot}, live: read-only through its public methods (the arena alone changes it); an
     * observer that keeps what it sees takes a {@link #snapshot()}.
     */
    public Robot robot(int slot) {
        return robots[slot];
    }

    public Quirks quirks() {
        return quirks;
    }

    public RandomSource random() {
        return random;
    }

    /** The cycle counter {@code c}: a multiple of 15. */
    public long cycles() {
        return cycles;
    }

    /** Rounds executed since {@link #startMatch(int)}. */
    public long rounds() {
        return round;
    }

    /** The intrinsics as robot {@code slot}'s VM calls them (scan, cannon, drive, ... for that robot). */
    public Intrinsics intrinsics(int slot) {
        return intrinsics[slot];
    }

    /**
     * Starts a match with {@code n} robots in slots 0..n-1 (the original's per-match set-up): init_robot,
     * restart each program, mark it active, then random start positions (3 random numbers per robot).
     */
    public void startMatch(int n) {
        if (n < 1 || n > MAX_ROBOTS) {
            throw new IllegalArgumentException("a match needs 1 to 4 robots, not " + n);
        }
        if (ghost >= 0 && ghost < n) {
            throw new IllegalArgumentException("the ghost robot's slot " + ghost + " is among the " + n + " playing");
        }
        slotsInUse = n;
        for (int i = 0; i < n; i++) {
            robots[i].init();
            cpus[i].restart();
            robots[i].setActive(true);
        }
        recountMissiles();
        if (staleErrorFlag) {
            staleErrorFlag = false;
            cpus[0].raiseError();
        }
        placeRandomly(n);
        movement = MOTION_CYCLES;
        display = UPDATE_CYCLES;
        left = n;
        cycles = 0;
        round = 0;
        events.clear();
    }

    /**
     * Leaves the original's global error flag set for the next match start, as a failed compile of the last
     * robot file does: robot 0 then restarts right after its first instruction (one lost cycle).
     */
    public void leaveErrorFlagSet() {
        staleErrorFlag = true;
    }

    /**
     * Reproduces the original's "ghost robot" (crobots-behaviour.md §12): the slot of a robot file whose
     * compile failed after {@code main} had been defined stays ACTIVE at (0,0) with no program. From now on,
     * in every match of this arena, that slot is never executed and never re-initialised (its damage carries
     * over), but it is seen by scan, rammed, hit by explosions, and can die. It must lie beyond the slots
     * of the matches played ({@code slot >= n} in {@link #startMatch(int)}).
     */
    public void addGhost(int slot) {
        if (slot < 0 || slot >= MAX_ROBOTS) {
            throw new IllegalArgumentException("no robot slot " + slot);
        }
        robots[slot].init();
        recountMissiles();
        robots[slot].setActive(true);
        cpus[slot] = RobotCpu.IDLE;
        vms[slot] = null;
        batchable |= 1 << slot;
        ghost = slot;
    }

    /** The ghost robot's slot, or -1 when there is none (see {@link #addGhost(int)}). */
    public int ghostSlot() {
        return ghost;
    }

    /** The original's rand_pos: a free quadrant per robot, then a random point in it. */
    void placeRandomly(int n) {
        boolean[] taken = new boolean[4];
        for (int i = 0; i < n; i++) {
            int k = random.next() % 4;
            while (taken[k]) {
                k = (k + 1) % 4;
            }
            taken[k] = true;
            int x = random.next() % 5000 + 5000 * (k % 2);
            int y = random.next() % 5000 + (k < 2 ? 5000 : 0);
            robots[i].placeAt(x, y);
        }
    }

    /** Overrides a robot's position (and motion origin), e.g. to place the debug target at the centre. */
    public void place(int slot, int clickX, int clickY) {
        robots[slot].placeAt(clickX, clickY);
    }

    /** Adds damage to a robot as a hit would (the debugger's simulated 10% hit). */
    public void inflict(int slot, int amount) {
        hurt(slot, amount, ArenaEvent.Cause.SIMULATED_HIT);
    }

    /** True while the match loop's condition holds: more than one robot was alive and the limit is not reached. */
    public boolean running(long limit) {
        return left > 1 && cycles < limit;
    }

    /** One round: each live robot executes one instruction; every 15th round everything moves. */
    public void tick() {
        round++;
        int alive = 0;
        for (int i = 0; i < slotsInUse; i++) {
            if ((live >>> i & 1) != 0) {
                alive++;
                cpus[i].step();
            }
        }
        left = alive;
        if (--movement == 0) {
            cycles += MOTION_CYCLES;
            movement = MOTION_CYCLES;
            moveRobots();
            moveMissiles();
            if (!displayTiming) {
                countMissiles();
            }
        }
        if (displayTiming && --display == 0) {
            display = UPDATE_CYCLES;
            countMissiles();
        }
    }

    /**
     * Plays rounds while {@link #running(long) running(limit)}: the same rounds, in effect, as
     * {@code while (running(limit)) tick();}, but when no events are recorded and every processor can run
     * batches, the 15 rounds up to each motion update run as one batch per robot (see {@link #window()}).
     */
    public void play(long limit) {
        while (running(limit)) {
            if (!windows(limit)) {
                tick();
            }
        }
    }

    /**
     * Up to {@link #WINDOWS_PER_CALL} windows while running; false when the next one cannot be batched. A match
     * calls this a few hundred times, so the JIT compiles it as a method after a few matches; a loop over all
     * of a match's windows, entered once per match, would run its first thousand or so windows of every match
     * in the bytecode interpreter until it reached the loop's compiled (on-stack replacement) code.
     */
    private boolean windows(long limit) {
        for (int n = 0; n < WINDOWS_PER_CALL && running(limit); n++) {
            if (!window()) {
                return false;
            }
        }
        return true;
    }

    private static final int WINDOWS_PER_CALL = 32;

    /**
     * The 15 rounds up to the next motion update, and the update, with each robot's instructions run in one
     * batch: between two motion updates robots see each other only through the shared random stream (scan
     * reads positions and liveness, which change only at motion updates; cannon, drive and the rest touch
     * only the caller's own robot), so each robot runs up to its next {@code rand} call, and the pending
     * calls are executed in the order of the original's loop: by round, then by slot. Returns false, doing
     * nothing, when this window cannot be batched: not at a window boundary, fewer than 2 live robots (the
     * match ends after the next round), events recorded, a processor that runs single steps, or display
     * timing off the window's grid.
     */
    private boolean window() {
        if (movement != MOTION_CYCLES || recordEvents || displayTiming && display % MOTION_CYCLES != 0) {
            return false;
        }
        int n = slotsInUse;
        int live = this.live & (1 << n) - 1; // the slots played (not the ghost's); no batch changes them
        if ((live & ~batchable) != 0 || (live & live - 1) == 0) { // a single-stepping processor, or under 2 alive
            return false;
        }
        int alive = (live & 1) + (live >>> 1 & 1) + (live >>> 2 & 1) + (live >>> 3);
        int[] done = windowDone;
        boolean paused = false;
        for (int i = 0; i < n; i++) {
            int d = MOTION_CYCLES;
            if ((live & 1 << i) != 0) {
                RobotVm vm = vms[i];
                d = vm != null ? vm.runBatch(MOTION_CYCLES, true) : cpus[i].run(MOTION_CYCLES, true);
                paused |= d < MOTION_CYCLES;
            }
            done[i] = d;
        }
        if (paused) {
            drawInOrder(done);
        }
        round += MOTION_CYCLES;
        left = alive;
        cycles += MOTION_CYCLES;
        if (!displayTiming) {
            physics.moveRobots();
            physics.moveMissiles(n); // and their countdown, in the same pass
        } else {
            moveRobots();
            moveMissiles();
            if ((display -= MOTION_CYCLES) == 0) {
                display = UPDATE_CYCLES;
                countMissiles();
            }
        }
        return true;
    }

    /**
     * The window's pending {@code rand} calls, in the original's order (earliest round, then lowest slot), each
     * robot going on to the next one or the window's end after its call.
     */
    private void drawInOrder(int[] done) {
        for (int i = nextRandCall(done); i >= 0; i = nextRandCall(done)) {
            done[i] += run(i, 1, false);
            done[i] += run(i, MOTION_CYCLES - done[i], true);
        }
    }

    private int run(int slot, int budget, boolean pauseBeforeRand) {
        RobotVm vm = vms[slot];
        return vm != null ? vm.runBatch(budget, pauseBeforeRand) : cpus[slot].run(budget, pauseBeforeRand);
    }

    /** The slot whose pending rand call comes first (earliest round, then lowest slot), or -1 when none. */
    private int nextRandCall(int[] done) {
        int next = -1;
        for (int i = 0; i < slotsInUse; i++) {
            if (done[i] < MOTION_CYCLES && (next < 0 || done[i] < done[next])) {
                next = i;
            }
        }
        return next;
    }

    /**
     * Chooses the original's display-mode timing (crobots-behaviour.md §3.3): explosions count down at each
     * screen update, every 30 rounds, and also after every motion step of the end-of-match flush, instead of
     * after every motion update. Match mode (the default) is the authoritative timing.
     */
    public void setDisplayTiming(boolean on) {
        displayTiming = on;
    }

    /** True while some missile is still flying (the end-of-match flush runs until this is false). */
    public boolean missilesFlying() {
        if (missilesInPlay == 0) {
            return false;
        }
        for (int i = 0; i < slotsInUse; i++) {
            for (Missile m : robots[i].missiles) {
                if (m.state == Missile.State.FLYING) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The end-of-match flush: robots and missiles move (no instructions; no explosion countdown except in
     * display timing) until no missile flies.
     */
    public void flush() {
        while (missilesFlying()) {
            moveRobots();
            moveMissiles();
            if (displayTiming) {
                countMissiles();
            }
        }
    }

    /** Slots 0..n-1 of the current match. */
    public int slotsInUse() {
        return slotsInUse;
    }

    void moveRobots() {
        physics.moveRobots();
    }

    void moveMissiles() {
        physics.moveMissiles();
    }

    void countMissiles() {
        physics.countMissiles(slotsInUse);
    }

    void hurt(int slot, int amount, ArenaEvent.Cause cause) {
        robots[slot].readings.damage += amount;
        if (recordEvents) {
            event(new ArenaEvent.Damaged(slot, amount, cause));
        }
    }

    /** Whether events are collected (see {@link #setRecordEvents}): callers build none otherwise. */
    boolean recordsEvents() {
        return recordEvents;
    }

    void event(ArenaEvent e) {
        if (recordEvents) {
            events.add(e);
        }
    }

    /**
     * Whether events (fired, exploded, damaged, died) are collected for the next {@link #snapshot()} (on by
     * default). A match nobody watches turns it off and so allocates nothing for them.
     */
    public void setRecordEvents(boolean on) {
        recordEvents = on;
        events.clear();
    }

    /**
     * An immutable picture of the current state (the ghost robot included) with the events since the previous
     * snapshot, or since the match started: an observer that looks every N rounds misses none.
     */
    public ArenaSnapshot snapshot() {
        List<ArenaSnapshot.RobotView> rs = new ArrayList<>(slotsInUse + 1);
        List<ArenaSnapshot.MissileView> ms = new ArrayList<>();
        for (int i = 0; i < MAX_ROBOTS; i++) {
            if (i >= slotsInUse && i != ghost) {
                continue;
            }
            Robot r = robots[i];
            rs.add(new ArenaSnapshot.RobotView(i, r.active(), r.x, r.y, r.heading, r.readings.speed, r.readings.damage,
                    r.scan, r.reload));
            for (int j = 0; j < Robot.MISSILES; j++) {
                Missile m = r.missiles[j];
                if (m.state != Missile.State.AVAIL) {
                    ms.add(new ArenaSnapshot.MissileView(i, j, m.state == Missile.State.EXPLODING, m.curX, m.curY,
                            m.count));
                }
            }
        }
        ArenaSnapshot snapshot = new ArenaSnapshot(cycles, round, rs, ms, events);
        events.clear();
        return snapshot;
    }
}
