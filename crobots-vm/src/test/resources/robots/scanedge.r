/* scanedge: scans around the 0/359 degree seam and keeps what it saw */
int at0, at359, at0wide, at360;

main()
{
  at0 = scan(0, 0);
  at359 = scan(359, 0);
  at0wide = scan(0, 1);
  at360 = scan(360, 0);
  while (1)
    ;
}
