/* dice: drives and fires wherever the random stream says, drawing on almost every statement */
main()
{
  while (1) {
    drive(rand(360), rand(100));
    cannon(rand(360), rand(700));
  }
}
