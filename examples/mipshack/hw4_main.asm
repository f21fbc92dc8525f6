# MipsHack main file: the game loop of the assignment, played on map3.txt.
# Run it with MARS's "start at main" (our CLI: ./retrokit mips run --start-main hw4_main.asm).
# Keys (one per line): w up, a left, s down, d right, r reveal the floor around the player.
# The map is opened as "map3.txt" relative to the working directory, then as
# "examples/mipshack/map3.txt" so that it also runs from the repository root.

.data
map_file:       .asciiz "map3.txt"
map_file_alt:   .asciiz "examples/mipshack/map3.txt"
welcome_msg:    .asciiz "Welcome to MipsHack! Collect at least 3 coins and escape through the exit '>'.\n"
no_map_msg:     .asciiz "Could not open map3.txt (nor examples/mipshack/map3.txt).\n"
prompt_msg:     .asciiz "Move (w/a/s/d, r = reveal): "
health_msg:     .asciiz "Health: "
coins_msg:      .asciiz ", Coins: "
win_msg:        .asciiz "Congratulations! Sir CodesALot escaped the dungeon with his loot!\n"
died_msg:       .asciiz "You died! Sir CodesALot rests in the dungeon forever.\n"
failed_msg:     .asciiz "You failed! Sir CodesALot escaped, but without enough treasure.\n"
.align 2
player:         .space 4
# Map struct: 2 header bytes + up to 2560 cells (e.g. 32 rows x 80 columns); visited: one bit per cell.
map:            .space 2562
.align 2
visited:        .space 320

.text
.globl main
main:
    la   $a0, welcome_msg
    li   $v0, 4
    syscall
    la   $t0, player            # zero-out the player and map structs
    la   $t1, visited
zero_loop:
    sb   $zero, 0($t0)
    addi $t0, $t0, 1
    blt  $t0, $t1, zero_loop

    la   $a0, map_file
    la   $a1, map
    la   $a2, player
    jal  init_game
    bgez $v0, loaded
    la   $a0, map_file_alt
    la   $a1, map
    la   $a2, player
    jal  init_game
    bgez $v0, loaded
    la   $a0, no_map_msg
    li   $v0, 4
    syscall
    li   $a0, 1                 # exit status 1
    li   $v0, 17
    syscall

loaded:
    jal  reveal_at_player
    li   $s0, 0                 # move: 0 means keep playing
game_loop:
    la   $t0, player
    lb   $t1, 2($t0)
    blez $t1, game_over
    bnez $s0, game_over
    jal  print_map
    jal  print_player_info
    la   $a0, prompt_msg
    li   $v0, 4
    syscall
    li   $v0, 12                # read one character
    syscall
    move $t0, $v0
    li   $a0, 10                # end the prompt's line (piped input echoes nothing)
    li   $v0, 11
    syscall
    li   $a2, 'U'
    li   $t1, 'w'
    beq  $t0, $t1, take_turn
    li   $a2, 'L'
    li   $t1, 'a'
    beq  $t0, $t1, take_turn
    li   $a2, 'D'
    li   $t1, 's'
    beq  $t0, $t1, take_turn
    li   $a2, 'R'
    li   $t1, 'd'
    beq  $t0, $t1, take_turn
    li   $s0, 0
    li   $t1, 'r'
    bne  $t0, $t1, after_turn
    jal  reveal_floor
    j    after_turn
take_turn:
    la   $a0, map
    la   $a1, player
    jal  player_turn
    move $s0, $v0
after_turn:
    bnez $s0, game_loop
    jal  reveal_at_player
    j    game_loop

game_over:
    jal  print_map
    la   $t0, player
    lb   $t1, 2($t0)
    lbu  $t2, 3($t0)
    blez $t1, died
    li   $t3, 3
    blt  $t2, $t3, failed
    la   $a0, win_msg
    j    final_message
died:
    la   $a0, died_msg
    j    final_message
failed:
    la   $a0, failed_msg
final_message:
    li   $v0, 4
    syscall
    jal  print_player_info
    li   $v0, 10
    syscall

# reveal_area(map, player.row, player.col)
reveal_at_player:
    addi $sp, $sp, -4
    sw   $ra, 0($sp)
    la   $a0, map
    la   $t0, player
    lbu  $a1, 0($t0)
    lbu  $a2, 1($t0)
    jal  reveal_area
    lw   $ra, 0($sp)
    addi $sp, $sp, 4
    jr   $ra

# clears the visited bits, then flood_fill_reveal(map, player.row, player.col, visited)
reveal_floor:
    addi $sp, $sp, -4
    sw   $ra, 0($sp)
    la   $t0, visited
    addi $t1, $t0, 320
rf_clear:
    sb   $zero, 0($t0)
    addi $t0, $t0, 1
    blt  $t0, $t1, rf_clear
    la   $a0, map
    la   $t0, player
    lbu  $a1, 0($t0)
    lbu  $a2, 1($t0)
    la   $a3, visited
    jal  flood_fill_reveal
    lw   $ra, 0($sp)
    addi $sp, $sp, 4
    jr   $ra

# prints the map, one row per line; hidden cells print as spaces (syscall 11)
print_map:
    la   $t0, map
    lbu  $t1, 0($t0)            # rows
    lbu  $t2, 1($t0)            # columns
    addi $t3, $t0, 2            # next cell
    li   $t4, 0                 # row
prm_row:
    bge  $t4, $t1, prm_done
    li   $t5, 0                 # column
prm_col:
    bge  $t5, $t2, prm_end_row
    lbu  $a0, 0($t3)
    andi $t6, $a0, 0x80
    beqz $t6, prm_print
    li   $a0, ' '
prm_print:
    li   $v0, 11
    syscall
    addi $t3, $t3, 1
    addi $t5, $t5, 1
    j    prm_col
prm_end_row:
    li   $a0, 10
    li   $v0, 11
    syscall
    addi $t4, $t4, 1
    j    prm_row
prm_done:
    jr   $ra

# prints "Health: H, Coins: C"
print_player_info:
    la   $t0, player
    la   $a0, health_msg
    li   $v0, 4
    syscall
    lb   $a0, 2($t0)
    li   $v0, 1
    syscall
    la   $a0, coins_msg
    li   $v0, 4
    syscall
    lbu  $a0, 3($t0)
    li   $v0, 1
    syscall
    li   $a0, 10
    li   $v0, 11
    syscall
    jr   $ra

.include "hw4.asm"
