/* c */ main() { /* x */ int a; a = /* y */ 1 +; }
