/* recurse: endless recursion; the stacks collide and main restarts */
f(x)
{
  return f(x + 1);
}

main()
{
  f(1);
}
