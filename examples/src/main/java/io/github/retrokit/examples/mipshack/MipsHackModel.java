package io.github.retrokit.examples.mipshack;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;

/**
 * The Java reference model of the eleven MipsHack functions (CSE 220 homework 4), working on a byte
 * array that stands for main memory: every "pointer" is an index into {@link #memory()}.
 *
 * <p>It makes exactly the choices documented at the top of {@code examples/mipshack/hw4.asm}, so that
 * after the same call the MIPS implementation and this model leave every byte of memory identical and
 * return the same value. Structs: {@code Map {ubyte rows; ubyte cols; ubyte cells[rows][cols]}} with bit 7
 * of a cell meaning "hidden"; {@code Player {ubyte row; ubyte col; sbyte health; ubyte coins}}.
 * Not thread-safe (it mutates the array it was given).
 */
public final class MipsHackModel {
    /** Bit 7 of a cell: hidden from the player. */
    public static final int HIDDEN = 0x80;
    public static final int PLAYER = '@';
    public static final int FLOOR = '.';
    public static final int WALL = '#';
    public static final int DOOR = '/';
    public static final int EXIT = '>';
    public static final int COIN = '$';
    public static final int GEM = '*';
    public static final int MINION = 'm';
    public static final int BOSS = 'B';
    public static final int DEAD = 'X';

    private final byte[] memory;

    /** A model over {@code memory}; the functions read and write it in place. */
    public MipsHackModel(byte[] memory) {
        this.memory = Objects.requireNonNull(memory, "memory");
    }

    /** The memory the functions work on (the same array, not a copy). */
    public byte[] memory() {
        return memory;
    }

    /**
     * {@code init_game}: loads a map file. {@code file} is the file's contents, or null if it cannot
     * be opened. Digits of the three numbers may be preceded by other bytes (line ends), the map
     * skips '\n' and '\r', every cell is stored hidden. Returns 0, or -1 if the file cannot be opened
     * or ends before the starting health is read.
     */
    public int initGame(byte[] file, int map, int player) {
        if (file == null) {
            return -1;
        }
        int[] numbers = new int[3];
        int pos = readNumber(file, 0, numbers, 0);
        if (pos < 0) {
            return -1;
        }
        memory[map] = (byte) numbers[0];
        pos = readNumber(file, pos, numbers, 1);
        if (pos < 0) {
            return -1;
        }
        memory[map + 1] = (byte) numbers[1];
        pos = readCells(file, pos, map, player);
        if (pos < 0 || readNumber(file, pos, numbers, 2) < 0) {
            return -1;
        }
        memory[player + 2] = (byte) numbers[2];
        memory[player + 3] = 0;
        return 0;
    }

    private static int readNumber(byte[] file, int pos, int[] numbers, int which) {
        int value = 0;
        int digits = 0;
        while (digits < 2) {
            if (pos >= file.length) {
                return -1;
            }
            int b = file[pos++] & 0xff;
            if (b >= '0' && b <= '9') {
                value = value * 10 + (b - '0');
                digits++;
            }
        }
        numbers[which] = value;
        return pos;
    }

    private int readCells(byte[] file, int pos, int map, int player) {
        int cols = u(map + 1);
        int count = u(map) * cols;
        int row = 0;
        int col = 0;
        for (int i = 0; i < count; ) {
            if (pos >= file.length) {
                return -1;
            }
            int b = file[pos++] & 0xff;
            if (b == '\n' || b == '\r') {
                continue;
            }
            if (b == PLAYER) {
                memory[player] = (byte) row;
                memory[player + 1] = (byte) col;
            }
            memory[map + 2 + i] = (byte) (b | HIDDEN);
            i++;
            col++;
            if (col == cols) {
                col = 0;
                row++;
            }
        }
        return pos;
    }

    /** {@code is_valid_cell}: 0 if (row, col) indexes the map, else -1. */
    public int isValidCell(int map, int row, int col) {
        return row < 0 || col < 0 || row >= u(map) || col >= u(map + 1) ? -1 : 0;
    }

    /** {@code get_cell}: the raw cell byte (0-255, hidden flag included), or -1 for an invalid index. */
    public int getCell(int map, int row, int col) {
        return isValidCell(map, row, col) < 0 ? -1 : u(cellAddress(map, row, col));
    }

    /** {@code set_cell}: stores the low byte of {@code ch} at (row, col); 0, or -1 for an invalid index. */
    public int setCell(int map, int row, int col, int ch) {
        if (isValidCell(map, row, col) < 0) {
            return -1;
        }
        memory[cellAddress(map, row, col)] = (byte) ch;
        return 0;
    }

    /** {@code reveal_area}: clears the hidden flag of the valid cells of the 3×3 area around (row, col). */
    public void revealArea(int map, int row, int col) {
        int lastRow = row + 1;
        int lastCol = col + 1;
        for (int r = row - 1; r <= lastRow; r++) {
            for (int c = col - 1; c <= lastCol; c++) {
                if (isValidCell(map, r, c) == 0) {
                    int cell = getCell(map, r, c);
                    if ((cell & HIDDEN) != 0) {
                        setCell(map, r, c, cell & 0x7f);
                    }
                }
            }
        }
    }

    /** {@code get_attack_target}: 'm', 'B' or '/' at the cell in {@code direction}, else -1. */
    public int getAttackTarget(int map, int player, int direction) {
        int[] target = target(player, direction);
        if (target == null) {
            return -1;
        }
        int cell = getCell(map, target[0], target[1]);
        return cell == MINION || cell == BOSS || cell == DOOR ? cell : -1;
    }

    /** {@code complete_attack}: kills a minion (1 damage, '$') or boss (2 damage, '*'), or breaks a door. */
    public void completeAttack(int map, int player, int targetRow, int targetCol) {
        int cell = getCell(map, targetRow, targetCol);
        int loot;
        int damage;
        if (cell == MINION) {
            damage = 1;
            loot = COIN;
        } else if (cell == BOSS) {
            damage = 2;
            loot = GEM;
        } else if (cell == DOOR) {
            damage = 0;
            loot = FLOOR;
        } else {
            return;
        }
        if (damage != 0) {
            memory[player + 2] = (byte) (health(player) - damage);
        }
        setCell(map, targetRow, targetCol, loot);
        if (health(player) <= 0) {
            setCell(map, u(player), u(player + 1), DEAD);
        }
    }

    /** {@code monster_attacks}: 1 per visible minion and 2 per visible boss next to the player. */
    public int monsterAttacks(int map, int player) {
        int row = u(player);
        int col = u(player + 1);
        return damage(getCell(map, row - 1, col)) + damage(getCell(map, row + 1, col))
                + damage(getCell(map, row, col - 1)) + damage(getCell(map, row, col + 1));
    }

    private static int damage(int cell) {
        return cell == MINION ? 1 : cell == BOSS ? 2 : 0;
    }

    /**
     * {@code player_move}: monsters attack first (an 'X' marks a death, return 0); then the player
     * steps onto '.', '$' (+1 coin), '*' (+5 coins) or '>' (returns -1); anything else: no move, 0.
     */
    public int playerMove(int map, int player, int targetRow, int targetCol) {
        memory[player + 2] = (byte) (health(player) - monsterAttacks(map, player));
        if (health(player) <= 0) {
            setCell(map, u(player), u(player + 1), DEAD);
            return 0;
        }
        int cell = getCell(map, targetRow, targetCol);
        int coins;
        if (cell == FLOOR || cell == EXIT) {
            coins = 0;
        } else if (cell == COIN) {
            coins = 1;
        } else if (cell == GEM) {
            coins = 5;
        } else {
            return 0;
        }
        memory[player + 3] = (byte) (u(player + 3) + coins);
        setCell(map, u(player), u(player + 1), FLOOR);
        setCell(map, targetRow, targetCol, PLAYER);
        memory[player] = (byte) targetRow;
        memory[player + 1] = (byte) targetCol;
        return cell == EXIT ? -1 : 0;
    }

    /** {@code player_turn}: -1 for a bad direction; 0 off the map or into '#'; attack or move otherwise. */
    public int playerTurn(int map, int player, int direction) {
        int[] target = target(player, direction);
        if (target == null) {
            return -1;
        }
        if (isValidCell(map, target[0], target[1]) < 0 || getCell(map, target[0], target[1]) == WALL) {
            return 0;
        }
        if (getAttackTarget(map, player, direction) >= 0) {
            completeAttack(map, player, target[0], target[1]);
            return 0;
        }
        return playerMove(map, player, target[0], target[1]);
    }

    /**
     * {@code flood_fill_reveal}: the assignment's stack algorithm. Reveals every cell popped; pushes
     * each unvisited neighbouring floor cell (hidden or not), marking it in {@code visited}: bit
     * {@code k % 8} of byte {@code k / 8}, {@code k = row * cols + col}. Returns 0, or -1 if (row, col)
     * is invalid.
     */
    public int floodFillReveal(int map, int row, int col, int visited) {
        if (isValidCell(map, row, col) < 0) {
            return -1;
        }
        int[][] offsets = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        Deque<int[]> stack = new ArrayDeque<>();
        stack.push(new int[] {row, col});
        while (!stack.isEmpty()) {
            int[] cell = stack.pop();
            setCell(map, cell[0], cell[1], getCell(map, cell[0], cell[1]) & 0x7f);
            for (int[] offset : offsets) {
                int r = cell[0] + offset[0];
                int c = cell[1] + offset[1];
                if ((getCell(map, r, c) & 0x7f) == FLOOR && !visit(map, visited, r, c)) {
                    stack.push(new int[] {r, c});
                }
            }
        }
        return 0;
    }

    /** Marks (r, c) visited; returns whether it already was. */
    private boolean visit(int map, int visited, int r, int c) {
        int k = r * u(map + 1) + c;
        int address = visited + (k >>> 3);
        int bit = 1 << (k & 7);
        if ((memory[address] & bit) != 0) {
            return true;
        }
        memory[address] = (byte) (memory[address] | bit);
        return false;
    }

    /** The cell next to the player in direction 'U', 'D', 'L' or 'R', or null for another direction. */
    int[] target(int player, int direction) {
        int row = u(player);
        int col = u(player + 1);
        return switch (direction) {
            case 'U' -> new int[] {row - 1, col};
            case 'D' -> new int[] {row + 1, col};
            case 'L' -> new int[] {row, col - 1};
            case 'R' -> new int[] {row, col + 1};
            default -> null;
        };
    }

    private int cellAddress(int map, int row, int col) {
        return map + 2 + row * u(map + 1) + col;
    }

    private int health(int player) {
        return memory[player + 2];
    }

    private int u(int address) {
        return memory[address] & 0xff;
    }
}
