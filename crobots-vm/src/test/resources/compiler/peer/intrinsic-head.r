/* a function head named like an intrinsic is refused where its parameter list closes (**new_func**):
   its parameters are locals, its body goes on as more of the previous function (main's dump), and
   declarations in it are externals; a function declarator is refused the same way */
int a;
main()
{
  int m;
  m = 2;
}
loc_x(p, q)
{
  int z;
  a = p + z + w;
}
int q, atan(t), r;
foo(s)
{
  s = q + r + t;
}
