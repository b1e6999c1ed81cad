// Starts DynamoDB Local listening on 127.0.0.1 only (docs/decisions/016).
//
// DynamoDB Local has no host option: its main class builds a Jetty server with `new Server(port)`,
// whose one connector binds every interface. This launcher builds the same server from the same
// command line, points that connector at the loopback address before it starts, and starts it.
// It never configures telemetry, so none is sent (the command line also says -disableTelemetry).
// Java runs it straight from this source file (`java -cp DynamoDBLocal.jar LoopbackDynamoDbLocal.java`).
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field jetty = DynamoDBProxyServer.class.getDeclaredField("server");
    jetty.setAccessible(true);
    Connector[] connectors = ((Server) jetty.get(proxy)).getConnectors();
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind");
    for (Connector connector : connectors) {
      // Anything but the expected connector would listen where we cannot see: refuse to start.
      if (!(connector instanceof ServerConnector)) {
        throw new IllegalStateException("Unexpected DynamoDB Local connector: " + connector);
      }
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
    // The word startDynamoDbLocal waits for (dynamodb-local.ts READY_LINE): Jetty now listens.
    System.out.println("LienMinder: DynamoDB Local is listening");
  }
}
