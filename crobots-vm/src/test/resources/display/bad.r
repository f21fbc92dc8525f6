main() { int x; x = ; }
