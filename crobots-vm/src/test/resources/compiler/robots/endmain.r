/* endmain: main returns at once, so it is restarted every 6 instructions */
int x;
main() { x = 1; }
