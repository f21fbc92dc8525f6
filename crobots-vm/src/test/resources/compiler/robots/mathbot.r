/* mathbot: exercises every arithmetic intrinsic and operator, then idles */
long acc, i;

main()
{
  i = 0;
  while (i < 360) {
    acc = sin(i) + cos(i) - tan(i % 89) / 1000 + atan(i * 1000) + sqrt(i * i);
    acc = (acc << 2 >> 1) ^ ~acc | (acc & 255);
    acc = acc * 3 / 7 % 11 + (acc >= 0) - (acc != 0) + !(acc <= 5 || acc < 2 && acc > 1);
    i += 15;
  }
  while (1)
    rand(100);
}
