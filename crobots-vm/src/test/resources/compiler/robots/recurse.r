/* recurse: endless recursion collides the data and return stacks */
int g;
main() { g = 0; f(1); }
f(x) { return f(x + 1); }
