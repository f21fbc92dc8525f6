f() { return 1; }
scan() { return 2; }
main() { }
