/* reload: fires twice at once (the second is refused), then waits for the cannon to reload */
int first, second, tries;

main()
{
  first = cannon(0, 700);
  second = cannon(0, 700);
  while (cannon(0, 700) == 0)
    tries = tries + 1;
  while (1)
    ;
}
