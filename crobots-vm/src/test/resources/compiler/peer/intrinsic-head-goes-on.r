/* the refused head (**new_func**) is echoed up to its parenthesis; the head then goes on */
int a;
main()
{
  a = 1;
}
loc_x()(0
}
