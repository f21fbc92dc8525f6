/* a function head without specifiers must have a body: a prototype is a syntax error */
main()
{
}
foo(p);
