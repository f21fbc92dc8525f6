/* rammer: creeps (speed 10) east from the west half, west from the east half, into whatever is there */
main()
{
  if (loc_x() < 500)
    drive(0, 10);
  else
    drive(180, 10);
  while (1)
    ;
}
