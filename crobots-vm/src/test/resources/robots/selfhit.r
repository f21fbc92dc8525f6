/* selfhit: fires at its own feet (range 0) whenever the cannon is loaded */
int shots;

main()
{
  while (1) {
    if (cannon(90, 0))
      shots = shots + 1;
  }
}
