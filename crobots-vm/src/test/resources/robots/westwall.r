/* westwall: runs into the west wall, then asks to go east and records what happened */
int hit, after;

main()
{
  drive(180, 100);
  while (speed() > 0 || loc_x() > 0)
    ;
  hit = damage();
  drive(0, 100);
  while (1)
    after = damage();
}
