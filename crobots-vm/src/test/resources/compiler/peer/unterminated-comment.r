main()
{
  drive(0, 50);
}
/* unterminated-comment: a comment open at the end of the file is a syntax error * 
